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

#include <sys/time.h>
#include <time.h>

#include "fmgr.h"
#include "miscadmin.h"
#include "utils/timestamp.h"

#include "core/core.h"

/*
 * Declare an SQL-callable function and its info record, both exported on
 * every supported release (PG_FUNCTION_INFO_V1 marks the function itself
 * PGDLLEXPORT only from 16 on); the definition follows it, under the same
 * name, in the type's file (test/check-layout).  C symbol names carry the
 * "pgulid_" prefix: other ULID extensions export names such as ulid_in, and
 * libraries are loaded RTLD_GLOBAL.
 */
#define KIT_FUNCTION(name) \
	extern PGDLLEXPORT Datum name(PG_FUNCTION_ARGS); \
	PG_FUNCTION_INFO_V1(name)

/* Soft input errors arrived in PostgreSQL 16; before that, raise them. */
#if PG_VERSION_NUM < 160000
#define errsave(context, ...)	ereport(ERROR, __VA_ARGS__)
#endif

/* The PostgreSQL epoch (2000-01-01, TimestampTz 0) in Unix milliseconds. */
#define KIT_PG_EPOCH_UNIX_MS \
	((int64) (POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * SECS_PER_DAY * 1000)

/*
 * Convert a TimestampTz to Unix milliseconds, truncating toward the past.
 * Returns false when no id type has that millisecond: infinite, before
 * 1970-01-01, or after 10889-08-02 05:31:50.655 UTC (the ULID range, the
 * widest; a narrower type checks its own range after this).
 */
static inline bool
kit_timestamptz_to_unix_ms(TimestampTz ts, uint64 *ms)
{
	int64		msec;

	if (TIMESTAMP_NOT_FINITE(ts))
		return false;
	/* floor division: truncate toward the past, also before 2000 */
	msec = ts / 1000;
	if (ts % 1000 < 0)
		msec--;
	msec += KIT_PG_EPOCH_UNIX_MS;
	if (msec < 0 || (uint64) msec > ULID_MAX_TIME_MS)
		return false;
	*ms = (uint64) msec;
	return true;
}

/* Unix milliseconds -> TimestampTz (exact: every id type's ms is in range). */
static inline TimestampTz
kit_unix_ms_to_timestamptz(uint64 ms)
{
	return ((int64) ms - KIT_PG_EPOCH_UNIX_MS) * 1000;
}

#if defined(__GNUC__) || defined(__clang__)
#define KIT_NORETURN __attribute__((noreturn))
#else
#define KIT_NORETURN
#endif

/*
 * A variable defined in one file of the module and used in others: hidden,
 * so that the module addresses it directly, not through the GOT.
 */
#if defined(__GNUC__) || defined(__clang__)
#define KIT_INTERNAL __attribute__((visibility("hidden")))
#else
#define KIT_INTERNAL
#endif

/*
 * kit_fixed.c: what the entry points of the id types share.
 */
struct Node;
struct RelationData;
struct SortSupportData;

/*
 * The error of text input that the type's decoder refused (status st, bad
 * byte at pos of the NUL-terminated str), worded by the core's message
 * table.  Called by a type's input function (fcinfo): on PostgreSQL 16+ a
 * caller that asked for soft errors gets the error recorded and this
 * returns; otherwise it raises the error.
 */
extern void kit_report_input(FunctionCallInfo fcinfo, core_type kind, const char *str,
							 core_status st, size_t pos);
/* A timestamp outside the type's range (kit_timestamptz_to_unix_ms() refused it). */
extern void kit_report_time_range(core_type kind, TimestampTz ts) KIT_NORETURN;

/*
 * A type passed by reference that is its len bytes (ulid, baseuid): binary
 * I/O (the bytes), the bytea casts (exactly len bytes, or the error of
 * kind), and the BRIN minmax-multi distance.
 */
extern Datum kit_bytes_recv(FunctionCallInfo fcinfo, int len);
extern Datum kit_bytes_send(FunctionCallInfo fcinfo, int len);
extern Datum kit_bytes_to_bytea(FunctionCallInfo fcinfo, int len);
extern Datum kit_bytes_from_bytea(FunctionCallInfo fcinfo, core_type kind, int len);
extern Datum kit_bytes_brin_distance(FunctionCallInfo fcinfo, int len);

/*
 * Sort support (abbreviated keys) of a time-prefixed type passed by
 * reference, at least 8 bytes long and ordered by its bytes: fast_cmp
 * compares two values, trace_name starts the trace_sort messages.
 */
typedef int (*kit_comparator) (Datum x, Datum y, struct SortSupportData *ssup);
extern void kit_sortsupport_init(struct SortSupportData *ssup, kit_comparator fast_cmp,
								 const char *trace_name);

/*
 * btree skip support: the lowest and highest values and the steps between
 * them (PostgreSQL 18+; before 18 it raises "btree skip support requires
 * PostgreSQL 18 or later").  For a type that is its len bytes,
 * kit_bytes_skipsupport() sets all zeros and all ones, and
 * kit_bytes_skip_step() is a step: a len-byte increment (up) or decrement.
 */
typedef Datum (*kit_skip_step) (struct RelationData *rel, Datum existing, bool *overflow);
extern Datum kit_skipsupport(FunctionCallInfo fcinfo, Datum low, Datum high,
							 kit_skip_step decrement, kit_skip_step increment);
extern Datum kit_bytes_skipsupport(FunctionCallInfo fcinfo, int len,
								   kit_skip_step decrement, kit_skip_step increment);
extern Datum kit_bytes_skip_step(Datum existing, int len, bool *overflow, bool up);

/* module.c: the settings (GUCs) */
extern int	kit_flake_node_id;		/* ulid.flake_node_id */
extern int	kit_flake_max_ids_per_ms;	/* ulid.flake_max_ids_per_ms */
extern KIT_INTERNAL bool kit_uuidv7;	/* ulid.uuidv7 */

/*
 * kit_random.c: the per-backend buffer of CSPRNG output.  Its state is
 * declared here for the two inline functions below; nothing else touches it.
 */
#define KIT_RANDOM_BUFFER_SIZE 32000	/* 3,200 ids */
extern KIT_INTERNAL uint8 kit_random_buffer[KIT_RANDOM_BUFFER_SIZE];
extern KIT_INTERNAL int kit_random_pos;	/* first unread byte */
extern KIT_INTERNAL int kit_random_pid;	/* the process that filled it */
extern void kit_random_init(void);
extern void kit_random_refill(void);
extern void kit_random_fill(uint8 *dst, int n);

/*
 * The next n (1 to KIT_RANDOM_BUFFER_SIZE) unread bytes, without handing them
 * out: for a generator that knows only inside the core (and under its lock,
 * for the shared ones) whether it needs them, e.g. for a new tick.  Call it
 * before taking a lock, since a refill may raise an error; the core says how
 * many of the bytes went into the id, and kit_random_spend() hands out
 * those.  The rest stay unread for the next caller.
 */
static inline const uint8 *
kit_random_peek(int n)
{
	Assert(n > 0 && n <= KIT_RANDOM_BUFFER_SIZE);
	if (unlikely(kit_random_pos > KIT_RANDOM_BUFFER_SIZE - n || kit_random_pid != MyProcPid))
		kit_random_refill();
	return kit_random_buffer + kit_random_pos;
}

/*
 * The first n (0 to 15) bytes kit_random_peek() returned went into an id:
 * wipe them and move past them (fixed-size stores for these few bytes).
 */
static inline void
kit_random_spend(int n)
{
	uint8	   *p = kit_random_buffer + kit_random_pos;

	Assert(n >= 0 && n < 16 && kit_random_pos + n <= KIT_RANDOM_BUFFER_SIZE);
	kit_random_pos += n;
	if (n & 8)
	{
		memset(p, 0, 8);
		p += 8;
	}
	if (n & 4)
	{
		memset(p, 0, 4);
		p += 4;
	}
	if (n & 2)
	{
		memset(p, 0, 2);
		p += 2;
	}
	if (n & 1)
		*p = 0;
}

/* kit_clock.c: the wall clock and its range error (kind names the type) */
extern uint64 kit_clock_ms(core_type kind);
extern uint64 kit_clock_ns(core_type kind);
extern void kit_clock_wait_until(uint64 target_ms, const char *caller);
extern void kit_report_clock_range(core_type kind) KIT_NORETURN;

/*
 * The wall clock as Unix seconds and nanoseconds: clock_gettime() of
 * CLOCK_REALTIME (a vDSO call, the clock of clock_timestamp()),
 * gettimeofday() where that is missing.  A clock before 1970 is outside the
 * range of every id type (the error names kind's).  Inline: the one clock
 * read of every generator call.
 */
static inline void
kit_clock_read(core_type kind, uint64 *sec, uint64 *nsec)
{
#if defined(CLOCK_REALTIME) && !defined(WIN32)
	struct timespec tp;

	if (unlikely(clock_gettime(CLOCK_REALTIME, &tp) != 0 || tp.tv_sec < 0))
		kit_report_clock_range(kind);
	*sec = (uint64) tp.tv_sec;
	*nsec = (uint64) tp.tv_nsec;
#else
	struct timeval tp;

	gettimeofday(&tp, NULL);
	if (unlikely(tp.tv_sec < 0))
		kit_report_clock_range(kind);
	*sec = (uint64) tp.tv_sec;
	*nsec = (uint64) tp.tv_usec * 1000;
#endif
}

/*
 * The wall clock as a ULID tick (ulid_core_tick, core.h): Unix ms << 12 |
 * its sub-millisecond fraction in 1/4096 ms.  The clock reading of gen_ulid()
 * and gen_random_ulid(), one read per id.
 */
static inline uint64
kit_clock_tick(core_type kind)
{
	uint64		sec;
	uint64		nsec;

	kit_clock_read(kind, &sec, &nsec);
	return ulid_core_tick(sec, (uint32) nsec);
}

/*
 * kit_shmem.c: the generator states shared by the whole server, in shared
 * memory under a spinlock (gen_monotonic_ulid(), gen_ulid_flake()).  Bump
 * KIT_SHMEM_LAYOUT (kit_shmem.c) with any change to this struct.
 */
#include "storage/spin.h"

typedef struct KitSharedState
{
	uint32		magic;			/* KIT_SHMEM_MAGIC (kit_shmem.c) */
	slock_t		mutex;
	core_monotonic_state state; /* gen_monotonic_ulid() */
	core_monotonic_state flake;	/* gen_ulid_flake() */
} KitSharedState;

extern void kit_shmem_init(void);
extern KitSharedState *kit_shared_state(const char *caller, const char *hint);

#endif							/* KIT_H */
