/*
 * common.h
 *	  The common layer of the PostgreSQL side of the extension: what the C
 *	  files of every id type (ulid, ulid_flake, baseuid) use.
 *
 * Every C file of the extension includes this header first (directly or
 * through its type's header), in place of postgres.h.  The common layer is
 * every C file of src/ not named after a type (test/check-layers); what
 * each of its files provides is declared here, under the file's name, but
 * for random_buffer.c and wallclock.c, whose inline readers need their state
 * and have a header of their own (random_buffer.h, wallclock.h).
 */
#ifndef COMMON_H
#define COMMON_H

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
#include "miscadmin.h"
#include "utils/timestamp.h"

#include "core/core.h"

/*
 * Declare an SQL-callable function and its info record, both exported on
 * every supported release (PG_FUNCTION_INFO_V1 marks the function itself
 * PGDLLEXPORT only from 16 on); the definition follows it, under the same
 * name, in the type's file (test/check-layers).  C symbol names carry the
 * "pgulid_" prefix: other ULID extensions export names such as ulid_in, and
 * libraries are loaded RTLD_GLOBAL.
 */
#define SQL_FUNCTION(name) \
	extern PGDLLEXPORT Datum name(PG_FUNCTION_ARGS); \
	PG_FUNCTION_INFO_V1(name)

/*
 * PGlite (PostgreSQL in WebAssembly, src/pglite): its pglite.wasm exports
 * only the server symbols its own bundled extensions use, and a side module
 * that imports another one fails to load (a variable) or fails when called
 * (a function).  Code that needs such a symbol on a server takes another
 * path under ULID_PGLITE (the build compares the module's imports with
 * pglite.wasm's exports).
 */
#ifdef __EMSCRIPTEN__
#define ULID_PGLITE 1
#endif

/* Soft input errors arrived in PostgreSQL 16; before that, raise them. */
#if PG_VERSION_NUM < 160000
#define errsave(context, ...)	ereport(ERROR, __VA_ARGS__)
#endif

/* The PostgreSQL epoch (2000-01-01, TimestampTz 0) in Unix milliseconds. */
#define PG_EPOCH_UNIX_MS \
	((int64) (POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * SECS_PER_DAY * 1000)

/*
 * Convert a TimestampTz to Unix milliseconds, truncating toward the past.
 * Returns false when no id type has that millisecond: infinite, before
 * 1970-01-01, or after 10889-08-02 05:31:50.655 UTC (the ULID range, the
 * widest; a narrower type checks its own range after this).
 */
static inline bool
timestamptz_to_unix_ms(TimestampTz ts, uint64 *ms)
{
	int64		msec;

	if (TIMESTAMP_NOT_FINITE(ts))
		return false;
	/* floor division: truncate toward the past, also before 2000 */
	msec = ts / 1000;
	if (ts % 1000 < 0)
		msec--;
	msec += PG_EPOCH_UNIX_MS;
	if (msec < 0 || (uint64) msec > ULID_MAX_TIME_MS)
		return false;
	*ms = (uint64) msec;
	return true;
}

/* Unix milliseconds -> TimestampTz (exact: every id type's ms is in range). */
static inline TimestampTz
unix_ms_to_timestamptz(uint64 ms)
{
	return ((int64) ms - PG_EPOCH_UNIX_MS) * 1000;
}

#if defined(__GNUC__) || defined(__clang__)
#define NORETURN __attribute__((noreturn))
#else
#define NORETURN
#endif

/*
 * A variable defined in one file of the module and used in others: hidden,
 * so that the module addresses it directly, not through the GOT.
 */
#if defined(__GNUC__) || defined(__clang__)
#define MODULE_INTERNAL __attribute__((visibility("hidden")))
#else
#define MODULE_INTERNAL
#endif

/*
 * errors.c, bytes.c, sortsupport.c, skipsupport.c: what the entry points of
 * the id types share.
 */
struct Node;
struct RelationData;
struct SortSupportData;

/*
 * errors.c: the error of text input that the type's decoder refused (status
 * st, bad byte at pos of the NUL-terminated str), worded by the core's message
 * table.  Called by a type's input function (fcinfo): on PostgreSQL 16+ a
 * caller that asked for soft errors gets the error recorded and this
 * returns; otherwise it raises the error.
 */
extern void report_input_error(FunctionCallInfo fcinfo, core_type kind, const char *str,
							   core_status st, size_t pos);

/* A timestamp outside the type's range (timestamptz_to_unix_ms() refused it). */
extern void report_time_range(core_type kind, TimestampTz ts) NORETURN;

/*
 * bytes.c: a type passed by reference that is its len bytes (ulid, baseuid):
 * binary I/O (the bytes), the bytea casts (exactly len bytes, or the error of
 * kind), and the BRIN minmax-multi distance.
 */
extern Datum bytes_recv(FunctionCallInfo fcinfo, int len);
extern Datum bytes_send(FunctionCallInfo fcinfo, int len);
extern Datum bytes_to_bytea(FunctionCallInfo fcinfo, int len);
extern Datum bytes_from_bytea(FunctionCallInfo fcinfo, core_type kind, int len);
extern Datum bytes_brin_distance(FunctionCallInfo fcinfo, int len);

/*
 * sortsupport.c: sort support (abbreviated keys) of a time-prefixed type
 * passed by reference, at least 8 bytes long and ordered by its bytes:
 * fast_cmp compares two values, trace_name starts the trace_sort messages.
 */
typedef int (*sort_comparator) (Datum x, Datum y, struct SortSupportData *ssup);
extern void sortsupport_init(struct SortSupportData *ssup, sort_comparator fast_cmp,
							 const char *trace_name);

/*
 * skipsupport.c: btree skip support: the lowest and highest values and the
 * steps between them (PostgreSQL 18+; before 18 it raises "btree skip support
 * requires PostgreSQL 18 or later").  For a type that is its len bytes,
 * bytes_skipsupport() sets all zeros and all ones, and
 * bytes_skip_step() is a step: a len-byte increment (up) or decrement.
 */
typedef Datum (*skip_step_fn) (struct RelationData *rel, Datum existing, bool *overflow);
extern Datum skipsupport_set(FunctionCallInfo fcinfo, Datum low, Datum high,
							 skip_step_fn decrement, skip_step_fn increment);
extern Datum bytes_skipsupport(FunctionCallInfo fcinfo, int len,
							   skip_step_fn decrement, skip_step_fn increment);
extern Datum bytes_skip_step(Datum existing, int len, bool *overflow, bool up);

/* module.c: the settings (GUCs) */
extern int	guc_flake_node_id;	/* ulid.flake_node_id */
extern int	guc_flake_max_ids_per_ms;	/* ulid.flake_max_ids_per_ms */
extern MODULE_INTERNAL bool guc_uuidv7; /* ulid.uuidv7 */

/*
 * shared_state.c: the generator states shared by the whole server, in shared
 * memory under a spinlock (gen_monotonic_ulid(), gen_ulid_flake()).  Bump
 * SHARED_STATE_VERSION (shared_state.c) with any change to this struct.
 */
#include "storage/spin.h"

typedef struct SharedState
{
	uint32		magic;			/* SHARED_STATE_MAGIC (shared_state.c) */
	slock_t		mutex;
	core_monotonic_state state; /* gen_monotonic_ulid() */
	core_monotonic_state flake; /* gen_ulid_flake() */
} SharedState;

extern void shared_state_init(void);
extern SharedState *shared_state_attach(const char *caller, const char *hint);

/*
 * time_predicates.c: the comparisons id <cmp> timestamptz of every type
 * (doc/time-and-partitioning.md, "Time-range queries").  A type's support
 * function calls time_predicate_support() with its time_predicate_type,
 * whose core bounds (time_bound_fn: the id as a Datum, false when there is
 * none) fold a constant X.
 */
typedef enum time_relation
{
	TIME_LT = 0, TIME_LE, TIME_GT, TIME_GE
} time_relation;
typedef bool (*time_bound_fn) (int64 us, Datum *out);
typedef struct time_predicate_type
{
	const char *sym_prefix;		/* C symbols: sym_prefix || "ge_timestamptz",
								 * ... */
	time_bound_fn first_at_or_after;	/* the first id at or after a Unix us */
	time_bound_fn last_before;	/* the last id before it */
} time_predicate_type;
extern Datum time_predicate_support(FunctionCallInfo fcinfo, const time_predicate_type *type);


#endif							/* COMMON_H */
