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

#include "core/flake_core.h"
#include "core/messages.h"
#include "core/ulid_core.h"

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

/*
 * A fixed-length id type passed by reference that is its bytes (ulid,
 * baseuid): what the kit needs to implement the rest of its SQL surface.
 */
typedef struct KitBytesType
{
	id_kind		kind;			/* its row of the core's message table */
	int			len;			/* bytes */
	int			text_len;		/* characters of its text */
	const char *abbrev_trace;	/* prefix of its trace_sort messages */
	/* the core's decoder and encoder of its text */
	ulid_status (*decode) (const char *text, size_t len, uint8_t *out, size_t *err_pos);
	void		(*encode) (const uint8_t *in, char *out);
} KitBytesType;

/*
 * The rest of the SQL surface of such a type, each a call of the kit
 * function of that name (kit_fixed.c): text I/O (soft errors on 16+),
 * binary I/O (the bytes), the bytea and text casts, is_valid(text), sort
 * support (abbreviated keys) and btree skip support (18+).
 * ID_BYTES_TYPE(pgulid, &ulid_type, 16) defines pgulid_in, pgulid_out,
 * pgulid_recv, pgulid_send, pgulid_to_bytea, pgulid_from_bytea,
 * pgulid_to_text, pgulid_from_text, pgulid_is_valid, pgulid_sortsupport and
 * pgulid_skipsupport, and ID_BYTES_SUPPORT's functions.
 */
#define ID_KIT_FUNCTION(name, type, kitfn) \
	ULID_FUNCTION(name); \
	Datum name(PG_FUNCTION_ARGS) { return kitfn((type), fcinfo); }
#if PG_VERSION_NUM >= 180000
#define ID_BYTES_SKIP_STEPS(prefix, len) \
	static Datum prefix##_decrement(struct RelationData *rel, Datum existing, bool *underflow) \
	{ return id_skip_step(existing, (len), underflow, false); } \
	static Datum prefix##_increment(struct RelationData *rel, Datum existing, bool *overflow) \
	{ return id_skip_step(existing, (len), overflow, true); }
#define ID_SKIP_STEPS_OF(prefix) prefix##_decrement, prefix##_increment
#else
#define ID_BYTES_SKIP_STEPS(prefix, len)
#define ID_SKIP_STEPS_OF(prefix) NULL, NULL
#endif
#define ID_BYTES_TYPE(prefix, type, len) \
	ID_BYTES_SUPPORT(prefix, len) \
	ID_KIT_FUNCTION(prefix##_in, type, kit_bytes_in) \
	ID_KIT_FUNCTION(prefix##_out, type, kit_bytes_out) \
	ID_KIT_FUNCTION(prefix##_recv, type, kit_bytes_recv) \
	ID_KIT_FUNCTION(prefix##_send, type, kit_bytes_send) \
	ID_KIT_FUNCTION(prefix##_to_bytea, type, kit_bytes_to_bytea) \
	ID_KIT_FUNCTION(prefix##_from_bytea, type, kit_bytes_from_bytea) \
	ID_KIT_FUNCTION(prefix##_to_text, type, kit_bytes_to_text) \
	ID_KIT_FUNCTION(prefix##_from_text, type, kit_bytes_from_text) \
	ID_KIT_FUNCTION(prefix##_is_valid, type, kit_bytes_is_valid) \
	static int prefix##_full_cmp(Datum x, Datum y, struct SortSupportData *ssup) \
	{ return memcmp(DatumGetPointer(x), DatumGetPointer(y), (len)); } \
	ULID_FUNCTION(prefix##_sortsupport); \
	Datum prefix##_sortsupport(PG_FUNCTION_ARGS) \
	{ \
		id_sortsupport_init((struct SortSupportData *) PG_GETARG_POINTER(0), \
							prefix##_full_cmp, (type)->abbrev_trace); \
		PG_RETURN_VOID(); \
	} \
	ID_BYTES_SKIP_STEPS(prefix, len) \
	ULID_FUNCTION(prefix##_skipsupport); \
	Datum prefix##_skipsupport(PG_FUNCTION_ARGS) \
	{ return kit_bytes_skipsupport((type), fcinfo, ID_SKIP_STEPS_OF(prefix)); }

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

/*
 * kit_fixed.c: the error reporters of every id type, worded by the core's
 * message table (core/messages.h).  kit_report_input() reports what the
 * type's decoder refused (status st, bad byte at pos) and returns false, or
 * raises the error when escontext is NULL (and always before PostgreSQL 16).
 */
struct Node;
extern bool kit_report_input(id_kind kind, const char *str, size_t len, ulid_status st,
							 size_t pos, struct Node *escontext);
/* A timestamp outside the type's range (ulid_timestamptz_to_ms() refused it). */
extern void kit_report_time_range(id_kind kind, TimestampTz ts) ULID_NORETURN;

/* kit_fixed.c: the functions of ID_BYTES_TYPE, and the parser behind _in */
extern bool kit_bytes_parse(const KitBytesType *t, const char *str, size_t len, uint8 *out,
							struct Node *escontext);
extern Datum kit_bytes_in(const KitBytesType *t, FunctionCallInfo fcinfo);
extern Datum kit_bytes_out(const KitBytesType *t, FunctionCallInfo fcinfo);
extern Datum kit_bytes_recv(const KitBytesType *t, FunctionCallInfo fcinfo);
extern Datum kit_bytes_send(const KitBytesType *t, FunctionCallInfo fcinfo);
extern Datum kit_bytes_to_bytea(const KitBytesType *t, FunctionCallInfo fcinfo);
extern Datum kit_bytes_from_bytea(const KitBytesType *t, FunctionCallInfo fcinfo);
extern Datum kit_bytes_to_text(const KitBytesType *t, FunctionCallInfo fcinfo);
extern Datum kit_bytes_from_text(const KitBytesType *t, FunctionCallInfo fcinfo);
extern Datum kit_bytes_is_valid(const KitBytesType *t, FunctionCallInfo fcinfo);
extern Datum kit_bytes_brin_distance(const KitBytesType *t, FunctionCallInfo fcinfo);

/*
 * kit_fixed.c: btree skip support (PostgreSQL 18+) of any id type: the
 * lowest and highest values and the steps between them; before 18 it raises
 * "btree skip support requires PostgreSQL 18 or later".  id_skip_step() is
 * the step of a type that is its bytes: a len-byte increment or decrement.
 */
struct RelationData;
typedef Datum (*kit_skip_step) (struct RelationData *rel, Datum existing, bool *overflow);
extern Datum kit_skipsupport(FunctionCallInfo fcinfo, Datum low, Datum high,
							 kit_skip_step decrement, kit_skip_step increment);
extern Datum kit_bytes_skipsupport(const KitBytesType *t, FunctionCallInfo fcinfo,
								   kit_skip_step decrement, kit_skip_step increment);
extern Datum id_skip_step(Datum existing, int len, bool *overflow, bool up);

/* kit_fixed.c: sort support (abbreviated keys) of any time-prefixed id type by reference */
struct SortSupportData;
typedef int (*id_full_comparator) (Datum x, Datum y, struct SortSupportData *ssup);
extern void id_sortsupport_init(struct SortSupportData *ssup, id_full_comparator full_cmp,
								const char *trace_name);

/* module.c: the settings (GUCs) */
extern int	ulid_flake_node_id;		/* ulid.flake_node_id */
extern bool ulid_uuidv7;			/* ulid.uuidv7 */

/* kit_random.c: the per-backend buffer of CSPRNG output */
extern void kit_random_init(void);
extern void kit_random_fill(uint8 *dst, int n);
extern const uint8 *kit_random_peek(int n);
extern void kit_random_spend(int n);

/* kit_clock.c: the wall clock and its range error (kind names the type) */
extern uint64 kit_clock_ms(id_kind kind);
extern uint64 kit_clock_ns(id_kind kind);
extern void kit_clock_wait_until(uint64 target_ms, const char *caller);
extern void kit_report_clock_range(id_kind kind) ULID_NORETURN;

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
} UlidSharedState;

extern void kit_shmem_init(void);
extern UlidSharedState *kit_shared_state(const char *caller, const char *hint);

#endif							/* KIT_H */
