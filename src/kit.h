/*
 * kit.h
 *	  The shared kit of the PostgreSQL side of the extension: what the C
 *	  files of every id type (ulid, ulid_flake, baseuid) use.
 *
 * Every C file of the extension includes this header first (directly or
 * through its type's header), in place of postgres.h.  What each kit_*.c
 * file provides is declared here, under its name.
 */
#ifndef KIT_H
#define KIT_H

/*
 * Symbol visibility.  The module is compiled with -fvisibility=hidden, so only
 * what PostgreSQL must find with dlsym() is exported: Pg_magic_func, _PG_init
 * and the pg_finfo_* / function pairs of SQL-callable functions.  PostgreSQL
 * 16+ defines PGDLLEXPORT as visibility("default") itself; older releases
 * define it empty, so give it the same meaning before c.h looks at it.
 */
#if !defined(PGDLLEXPORT) && !defined(_WIN32) && defined(__GNUC__)
#define PGDLLEXPORT __attribute__((visibility("default")))
#endif

#include "postgres.h"

#include "fmgr.h"
#include "utils/timestamp.h"

#include "core/ulid_core.h"
#include "core/flake_core.h"

/*
 * Declare an SQL-callable function, exported on every supported release
 * (PG_FUNCTION_INFO_V1 marks the function itself PGDLLEXPORT only from 16 on).
 * C symbol names carry the "pgulid_" prefix: other ULID extensions export
 * names such as ulid_in, and libraries are loaded RTLD_GLOBAL.
 */
#define ULID_FUNCTION(name) \
	extern PGDLLEXPORT Datum name(PG_FUNCTION_ARGS); \
	PG_FUNCTION_INFO_V1(name)

/*
 * What plans and indexes call on a fixed-length id type compared as bytes
 * (ulid: 16 bytes, baseuid: 15): the six comparisons, the btree comparator,
 * the min/max transition functions and the hashes (hash_any over the bytes).
 * One definition, instantiated once per type: ID_BYTES_SUPPORT(pgulid, 16)
 * defines pgulid_eq ... pgulid_ge, pgulid_cmp, pgulid_smaller,
 * pgulid_larger, pgulid_hash and pgulid_hash_extended.  Needs
 * common/hashfn.h.
 */
#define ID_BYTES_CMP(fcinfo, len) \
	memcmp(DatumGetPointer(PG_GETARG_DATUM(0)), DatumGetPointer(PG_GETARG_DATUM(1)), (len))
#define ID_BYTES_FUNCTION(name, len, body) \
	ULID_FUNCTION(name); \
	Datum name(PG_FUNCTION_ARGS) { body; }
#define ID_BYTES_SUPPORT(prefix, len) \
	ID_BYTES_FUNCTION(prefix##_eq, len, PG_RETURN_BOOL(ID_BYTES_CMP(fcinfo, len) == 0)) \
	ID_BYTES_FUNCTION(prefix##_ne, len, PG_RETURN_BOOL(ID_BYTES_CMP(fcinfo, len) != 0)) \
	ID_BYTES_FUNCTION(prefix##_lt, len, PG_RETURN_BOOL(ID_BYTES_CMP(fcinfo, len) < 0)) \
	ID_BYTES_FUNCTION(prefix##_le, len, PG_RETURN_BOOL(ID_BYTES_CMP(fcinfo, len) <= 0)) \
	ID_BYTES_FUNCTION(prefix##_gt, len, PG_RETURN_BOOL(ID_BYTES_CMP(fcinfo, len) > 0)) \
	ID_BYTES_FUNCTION(prefix##_ge, len, PG_RETURN_BOOL(ID_BYTES_CMP(fcinfo, len) >= 0)) \
	ID_BYTES_FUNCTION(prefix##_cmp, len, PG_RETURN_INT32(ID_BYTES_CMP(fcinfo, len))) \
	ID_BYTES_FUNCTION(prefix##_smaller, len, \
					  PG_RETURN_DATUM(ID_BYTES_CMP(fcinfo, len) <= 0 ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1))) \
	ID_BYTES_FUNCTION(prefix##_larger, len, \
					  PG_RETURN_DATUM(ID_BYTES_CMP(fcinfo, len) >= 0 ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1))) \
	ID_BYTES_FUNCTION(prefix##_hash, len, \
					  return hash_any((const unsigned char *) DatumGetPointer(PG_GETARG_DATUM(0)), (len))) \
	ID_BYTES_FUNCTION(prefix##_hash_extended, len, \
					  return hash_any_extended((const unsigned char *) DatumGetPointer(PG_GETARG_DATUM(0)), \
											   (len), PG_GETARG_INT64(1)))

/* Soft input errors arrived in PostgreSQL 16; before that, raise them. */
#if PG_VERSION_NUM < 160000
#define errsave(context, ...)	ereport(ERROR, __VA_ARGS__)
#endif

/* Unix epoch as a PostgreSQL TimestampTz offset, in milliseconds. */
#define ULID_PG_EPOCH_MS \
	((int64) (POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * SECS_PER_DAY * 1000)

/*
 * Convert a TimestampTz to Unix milliseconds, truncating toward the past.
 * Returns false when the value cannot be a ULID timestamp (infinite, before
 * 1970-01-01, or after 10889-08-02 05:31:50.655 UTC).
 */
static inline bool
ulid_timestamptz_to_ms(TimestampTz ts, uint64 *ms)
{
	int64		msec;

	if (TIMESTAMP_NOT_FINITE(ts))
		return false;
	/* floor division: truncate toward the past, also before 2000 */
	msec = ts / 1000;
	if (ts % 1000 < 0)
		msec--;
	msec += ULID_PG_EPOCH_MS;
	if (msec < 0 || (uint64) msec > ULID_MAX_TIME_MS)
		return false;
	*ms = (uint64) msec;
	return true;
}

#if defined(__GNUC__) || defined(__clang__)
#define ULID_NORETURN __attribute__((noreturn))
#else
#define ULID_NORETURN
#endif

/* kit_fixed.c: the error reporters shared by the types */
/* Raise the error for a timestamp ulid_timestamptz_to_ms() refused. */
extern void ulid_report_time_range(TimestampTz ts) ULID_NORETURN;
extern void ulid_flake_report_time_range(TimestampTz ts) ULID_NORETURN;
extern void baseuid_report_time_range(TimestampTz ts) ULID_NORETURN;

/* kit_fixed.c: sort support for any id type ordered by its bytes */
struct SortSupportData;
typedef int (*id_full_comparator) (Datum x, Datum y, struct SortSupportData *ssup);
extern void id_sortsupport_init(struct SortSupportData *ssup, id_full_comparator full_cmp,
								const char *trace_name);

/* kit_fixed.c: btree skip support step of a len-byte id type (18+) */
#if PG_VERSION_NUM >= 180000
extern Datum id_skip_step(Datum existing, int len, bool *overflow, bool up);
#endif

/* module.c: the settings (GUCs) */
extern int	ulid_flake_node_id;		/* ulid.flake_node_id */
extern bool ulid_uuidv7;			/* ulid.uuidv7 */

/* kit_random.c: the per-backend buffer of CSPRNG output */
extern void kit_random_init(void);
extern void kit_random_fill(uint8 *dst, int n);
extern uint8 kit_random_byte(void);

/* kit_clock.c: the wall clock and its range errors */
extern uint64 kit_clock_ms(void);
extern void kit_clock_wait_until(uint64 target_ms, const char *caller);
extern void ulid_report_clock_range(void) ULID_NORETURN;
extern void ulid_flake_report_clock_range(void) ULID_NORETURN;
extern void baseuid_report_clock_range(void) ULID_NORETURN;

/*
 * kit_shmem.c: the generator states shared by the whole server, in shared
 * memory under a spinlock (gen_monotonic_ulid(), gen_ulid_flake()).  Bump
 * ULID_SHMEM_LAYOUT (kit_shmem.c) with any change to this struct.
 */
#include "storage/spin.h"

typedef struct UlidSharedState
{
	uint32		magic;			/* ULID_SHMEM_MAGIC (kit_shmem.c) */
	slock_t		mutex;
	ulid_monotonic_state state; /* gen_monotonic_ulid() */
	id_monotonic_state flake;	/* gen_ulid_flake() */
	int			flake_node;		/* the node id `flake` was generated with */
} UlidSharedState;

extern void kit_shmem_init(void);
extern UlidSharedState *kit_shared_state(const char *caller, const char *hint);

#endif							/* KIT_H */
