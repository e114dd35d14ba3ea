/*
 * ulid_gen.c
 *	  ULID generators: gen_ulid(), gen_ulid(timestamptz), gen_random_ulid()
 *	  and gen_monotonic_ulid().
 *
 * The clock and the randomness are read here and handed to the pure
 * generator functions of the C++ core.
 */
#include "ulid.h"

#include <sys/time.h>
#include <unistd.h>
#ifndef WIN32
#include <pthread.h>
#endif

#include "miscadmin.h"
#include "pgstat.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#include "storage/spin.h"
#if PG_VERSION_NUM >= 170000
#include "storage/dsm_registry.h"
#endif
#if PG_VERSION_NUM >= 140000
#include "utils/wait_event.h"
#endif

/*
 * Per-backend buffer of CSPRNG output.  pg_strong_random() is called once per
 * RANDOM_BUFFER_SIZE bytes instead of once per id.  Bytes are wiped as they
 * are handed out.  The buffer belongs to one process: it is refilled when
 * MyProcPid changes, and a fork() from inside a backend empties it in the
 * child (pthread_atfork), so no two processes ever hand out the same bytes.
 */
#define RANDOM_BUFFER_SIZE	4000	/* 400 ids */

static uint8 random_buffer[RANDOM_BUFFER_SIZE];
static int	random_pos = RANDOM_BUFFER_SIZE;	/* empty */
static int	random_pid = 0;

static void
random_forget(void)
{
	memset(random_buffer, 0, sizeof(random_buffer));
	random_pos = RANDOM_BUFFER_SIZE;
	random_pid = 0;
}

void
ulid_init_random(void)
{
#ifndef WIN32
	static bool registered = false;

	if (!registered)
	{
		pthread_atfork(NULL, NULL, random_forget);
		registered = true;
	}
#endif
}

static void
random_refill(void)
{
	if (!pg_strong_random(random_buffer, sizeof(random_buffer)))
	{
		random_forget();
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not generate random values")));
	}
	random_pos = 0;
	random_pid = MyProcPid;
}

/*
 * n bytes (1 to RANDOM_BUFFER_SIZE) of CSPRNG output into dst: the random
 * bits of every id type of the extension come from here.
 */
void
ulid_random_fill(uint8 *dst, int n)
{
	Assert(n > 0 && n <= RANDOM_BUFFER_SIZE);
	if (unlikely(random_pos > RANDOM_BUFFER_SIZE - n || random_pid != MyProcPid))
		random_refill();
	memcpy(dst, random_buffer + random_pos, n);
	memset(random_buffer + random_pos, 0, n);
	random_pos += n;
}

/* One byte of CSPRNG output (the per-id step of gen_ulid_flake()). */
static inline uint8
ulid_random_byte(void)
{
	uint8		b;

	if (unlikely(random_pos >= RANDOM_BUFFER_SIZE || random_pid != MyProcPid))
		random_refill();
	b = random_buffer[random_pos];
	random_buffer[random_pos++] = 0;
	return b;
}

/* ULID_RANDOM_LEN (10) bytes of CSPRNG output into dst. */
static inline void
ulid_random_bytes(uint8 *dst)
{
	ulid_random_fill(dst, ULID_RANDOM_LEN);
}

static void report_clock_range(void) ULID_NORETURN;
static void report_generator_error(ulid_status st) ULID_NORETURN;

static void
report_clock_range(void)
{
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("system clock is outside the range of ULID timestamps")));
}

/*
 * The wall clock in Unix milliseconds: one gettimeofday() (a vDSO call, the
 * same clock as clock_timestamp()) and no division by a variable.
 */
static inline uint64
now_ms(void)
{
	struct timeval tp;

	gettimeofday(&tp, NULL);
	if (unlikely(tp.tv_sec < 0))
		report_clock_range();
	return (uint64) tp.tv_sec * 1000 + (uint64) tp.tv_usec / 1000;
}

void
ulid_report_time_range(TimestampTz ts)
{
	if (TIMESTAMP_NOT_FINITE(ts))
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("timestamp out of range for type ulid"),
				 errdetail("An infinite timestamp has no ULID.")));
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("timestamp out of range for type ulid"),
			 errdetail("ULID timestamps range from 1970-01-01 00:00:00+00 to 10889-08-02 05:31:50.655+00.")));
}

/* Raise the error for a failed generator step (status from the core). */
static void
report_generator_error(ulid_status st)
{
	if (st == ULID_ERR_TIME_RANGE)
		report_clock_range();
	ereport(ERROR,
			(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
			 errmsg("monotonic ULID overflow"),
			 errdetail("The 80-bit random part cannot be incremented further within this millisecond."),
			 errhint("Retry in the next millisecond.")));
}

/*
 * gen_ulid(): per-backend monotonic.  Same millisecond (or a clock that went
 * backwards): previous value + 1.  New millisecond: fresh randomness.
 */
static ulid_monotonic_state backend_state;

ULID_FUNCTION(pgulid_gen);
Datum
pgulid_gen(PG_FUNCTION_ARGS)
{
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));
	uint64		ms = now_ms();
	uint8		random[ULID_RANDOM_LEN];
	const uint8 *rp = NULL;
	ulid_status st;

	if (ulid_core_monotonic_needs_random(&backend_state, ms))
	{
		ulid_random_bytes(random);
		rp = random;
	}
	st = ulid_core_monotonic_next(&backend_state, ms, rp, result->data);
	if (unlikely(st != ULID_OK))
		report_generator_error(st);
	PG_RETURN_ULID_P(result);
}

/* gen_ulid(timestamptz): that millisecond, fresh randomness. */
ULID_FUNCTION(pgulid_gen_at);
Datum
pgulid_gen_at(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	pg_ulid    *result;
	uint8		random[ULID_RANDOM_LEN];
	uint64		ms;

	if (!ulid_timestamptz_to_ms(ts, &ms))
		ulid_report_time_range(ts);
	result = (pg_ulid *) palloc(sizeof(pg_ulid));
	ulid_random_bytes(random);
	ulid_core_from_time(ms, random, result->data);
	PG_RETURN_ULID_P(result);
}

/* gen_random_ulid(): now, fresh randomness, no ordering within a millisecond. */
ULID_FUNCTION(pgulid_gen_random);
Datum
pgulid_gen_random(PG_FUNCTION_ARGS)
{
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));
	uint8		random[ULID_RANDOM_LEN];

	ulid_random_bytes(random);
	if (unlikely(ulid_core_from_time(now_ms(), random, result->data) != ULID_OK))
		report_clock_range();
	PG_RETURN_ULID_P(result);
}

/*
 * gen_monotonic_ulid() and gen_ulid_flake(): one generator state each for the
 * whole cluster, in shared memory under a spinlock.  With "ulid" in
 * shared_preload_libraries the states are allocated at server start;
 * otherwise, on PostgreSQL 17+, they are created on first use in the DSM
 * registry.  Older releases need the preload.
 */
typedef struct UlidSharedState
{
	slock_t		mutex;
	ulid_monotonic_state state; /* gen_monotonic_ulid() */
	id_monotonic_state flake;	/* gen_ulid_flake() */
	int			flake_node;		/* the node id `flake` was generated with */
} UlidSharedState;

#define ULID_SHMEM_NAME "ulid generators"

static UlidSharedState *shared_state = NULL;

#if PG_VERSION_NUM >= 150000
static shmem_request_hook_type prev_shmem_request_hook = NULL;
#endif
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

/*
 * A new shared state (server start, crash restart, or first use in the DSM
 * registry): every id of the server's previous life had a time at most the
 * clock of its call + ID_SHARED_MAX_LEAD_MS, and every such call was before
 * this one, so the states start above now + the lead (id_monotonic_reserve):
 * no id after a restart repeats or goes below one issued before it, however
 * fast the restart, as long as the system clock did not go backwards across
 * it.  The first call waits for the clock at most 1 ms.
 */
static void
shared_state_init(void *ptr)
{
	UlidSharedState *s = (UlidSharedState *) ptr;
	struct timeval tp;
	uint64		ms;

	SpinLockInit(&s->mutex);
	memset(&s->state, 0, sizeof(s->state));
	memset(&s->flake, 0, sizeof(s->flake));
	s->flake_node = FLAKE_NO_NODE;
	gettimeofday(&tp, NULL);
	if (tp.tv_sec >= 0)
	{
		ms = (uint64) tp.tv_sec * 1000 + (uint64) tp.tv_usec / 1000;
		id_monotonic_reserve(&s->state, ms, ID_SHARED_MAX_LEAD_MS);
		flake_core_monotonic_reserve(&s->flake, ms, ID_SHARED_MAX_LEAD_MS);
	}
}

#if PG_VERSION_NUM >= 150000
static void
ulid_shmem_request(void)
{
	if (prev_shmem_request_hook)
		prev_shmem_request_hook();
	RequestAddinShmemSpace(MAXALIGN(sizeof(UlidSharedState)));
}
#endif

static void
ulid_shmem_startup(void)
{
	bool		found;

	if (prev_shmem_startup_hook)
		prev_shmem_startup_hook();
	LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
	shared_state = ShmemInitStruct(ULID_SHMEM_NAME,
								   sizeof(UlidSharedState), &found);
	if (!found)
		shared_state_init(shared_state);
	LWLockRelease(AddinShmemInitLock);
}

/* Called from _PG_init(): reserve shared memory when preloaded. */
void
ulid_init_shmem(void)
{
	if (!process_shared_preload_libraries_in_progress)
		return;
#if PG_VERSION_NUM >= 150000
	prev_shmem_request_hook = shmem_request_hook;
	shmem_request_hook = ulid_shmem_request;
#else
	RequestAddinShmemSpace(MAXALIGN(sizeof(UlidSharedState)));
#endif
	prev_shmem_startup_hook = shmem_startup_hook;
	shmem_startup_hook = ulid_shmem_startup;
}

/* The shared generator states; `caller` and `hint` word the error on < 17. */
static UlidSharedState *
get_shared_state(const char *caller, const char *hint)
{
	if (shared_state == NULL)
	{
#if PG_VERSION_NUM >= 170000
		bool		found;

		shared_state = GetNamedDSMSegment(ULID_SHMEM_NAME,
										  sizeof(UlidSharedState),
										  shared_state_init, &found);
#else
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("%s requires \"ulid\" in \"shared_preload_libraries\"", caller),
				 errhint("Add ulid to shared_preload_libraries in postgresql.conf and restart the server%s.", hint)));
#endif
	}
	return shared_state;
}

/*
 * Wait, with no lock held, until the clock reaches target_ms (Unix
 * milliseconds): a server-wide generator that would otherwise move further
 * ahead of the clock than ID_SHARED_MAX_LEAD_MS.  Interruptible; in slices of
 * at most 1 ms.  A target more than ULID_CLOCK_WAIT_MAX_MS away means the
 * system clock went backwards: an error rather than a long wait.
 */
#define ULID_CLOCK_WAIT_MAX_MS 2000

static void
wait_for_clock(uint64 target_ms, const char *caller)
{
	for (;;)
	{
		struct timeval tp;
		uint64		now_us;

		gettimeofday(&tp, NULL);
		if (unlikely(tp.tv_sec < 0))
			report_clock_range();
		now_us = (uint64) tp.tv_sec * 1000000 + (uint64) tp.tv_usec;
		if (now_us / 1000 >= target_ms)
			return;
		if (target_ms - now_us / 1000 > ULID_CLOCK_WAIT_MAX_MS)
			ereport(ERROR,
					(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("%s is " UINT64_FORMAT " ms ahead of the system clock", caller,
							target_ms - now_us / 1000 + ID_SHARED_MAX_LEAD_MS),
					 errdetail("The system clock went backwards; the generator waits for it at most %d ms.",
							   ULID_CLOCK_WAIT_MAX_MS),
					 errhint("Retry when the clock has caught up.")));
		CHECK_FOR_INTERRUPTS();
		pgstat_report_wait_start(WAIT_EVENT_PG_SLEEP);
		pg_usleep((long) Min(target_ms * 1000 - now_us, 1000));
		pgstat_report_wait_end();
	}
}

ULID_FUNCTION(pgulid_gen_monotonic);
Datum
pgulid_gen_monotonic(PG_FUNCTION_ARGS)
{
	UlidSharedState *s = get_shared_state("gen_monotonic_ulid()",
										  ", or use gen_ulid() for per-session monotonic ids");
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));
	uint8		random[ULID_RANDOM_LEN + 4];
	uint32		step_bits;
	uint64		resume_at = 0;
	ulid_status st;

	/*
	 * Draw the randomness before taking the spinlock (refilling may raise an
	 * error): 10 bytes used only if this call opens a new millisecond, and 4
	 * for the random step within one (ulid_core_shared_next: 1 .. 2^32).
	 */
	ulid_random_fill(random, sizeof(random));
	step_bits = ((uint32) random[10] << 24) | ((uint32) random[11] << 16) |
		((uint32) random[12] << 8) | random[13];
	for (;;)
	{
		uint64		ms = now_ms();

		SpinLockAcquire(&s->mutex);
		st = ulid_core_shared_next(&s->state, ms, ID_SHARED_MAX_LEAD_MS, random, step_bits,
								   result->data, &resume_at);
		SpinLockRelease(&s->mutex);
		if (likely(st != ULID_ERR_AHEAD))
			break;
		wait_for_clock(resume_at, "gen_monotonic_ulid()");
	}
	if (unlikely(st != ULID_OK))
		report_generator_error(st);
	PG_RETURN_ULID_P(result);
}

/*
 * gen_ulid_flake(): Ulid-Flake ids, strictly increasing across the whole
 * server.  20 random bits leave no room for independent per-session
 * generators (two sessions in one millisecond would collide), so there is one
 * state, in shared memory.  ulid.flake_node_id (0..31) selects the scalable
 * layout: 15 random bits and the node id.  When the node id differs from the
 * one the state was last used with (a reload, or sessions of databases or
 * roles with different settings), the state is carried over to the new layout
 * in its millisecond: the next id stays above every id generated before
 * without running ahead of the clock, however often the layout alternates.
 */
int			ulid_flake_node_id = FLAKE_NO_NODE;

static void report_flake_clock_range(void) ULID_NORETURN;

static void
report_flake_clock_range(void)
{
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("system clock is outside the range of Ulid-Flake timestamps"),
			 errdetail("Ulid-Flake timestamps range from 2024-01-01 00:00:00+00 to 2302-09-27 15:10:22.207+00.")));
}

ULID_FUNCTION(pgulid_gen_flake);
Datum
pgulid_gen_flake(PG_FUNCTION_ARGS)
{
	UlidSharedState *s = get_shared_state("gen_ulid_flake()", "");
	uint8		step = ulid_random_byte();
	uint8		random[4];
	uint32		fresh = 0;
	bool		have_fresh = false;
	int			node = ulid_flake_node_id;
	uint64		ms = now_ms();
	uint64		resume_at = 0;
	int64		result;
	ulid_status st;

	/*
	 * Randomness is drawn outside the lock (a refill may raise an error).
	 * The step byte is always needed; the 4 bytes of a fresh random field
	 * only when this call opens a millisecond or overflows one, which the
	 * state tells under the lock: then draw them and take the lock again.
	 * When the millisecond is used up and the next one would be more than
	 * ID_SHARED_MAX_LEAD_MS ahead of the clock, release the lock, wait for
	 * the clock and start over.
	 */
	for (;;)
	{
		SpinLockAcquire(&s->mutex);
		if (unlikely(node != s->flake_node))
		{
			flake_core_monotonic_relayout(&s->flake, s->flake_node, node);
			s->flake_node = node;
		}
		if (!have_fresh && flake_core_monotonic_needs_random(&s->flake, ms, node, step))
		{
			SpinLockRelease(&s->mutex);
			ulid_random_fill(random, sizeof(random));
			fresh = ((uint32) random[0] << 24) | ((uint32) random[1] << 16) |
				((uint32) random[2] << 8) | random[3];
			have_fresh = true;
			continue;
		}
		st = flake_core_monotonic_next_bounded(&s->flake, ms, node, ID_SHARED_MAX_LEAD_MS,
											   fresh, step, &result, &resume_at);
		SpinLockRelease(&s->mutex);
		if (likely(st != ULID_ERR_AHEAD))
			break;
		wait_for_clock(resume_at, "gen_ulid_flake()");
		ms = now_ms();
	}
	if (unlikely(st != ULID_OK))
		report_flake_clock_range();
	PG_RETURN_INT64(result);
}

/* gen_ulid_flake(timestamptz): that millisecond, a random field, no order. */
ULID_FUNCTION(pgulid_gen_flake_at);
Datum
pgulid_gen_flake_at(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	uint8		random[4];
	uint64		ms;
	int64		result;

	ulid_random_fill(random, sizeof(random));
	if (!ulid_timestamptz_to_ms(ts, &ms) ||
		flake_core_from_time(ms, ((uint32) random[0] << 24) | ((uint32) random[1] << 16) |
							 ((uint32) random[2] << 8) | random[3],
							 ulid_flake_node_id, &result) != ULID_OK)
		ulid_flake_report_time_range(ts);
	PG_RETURN_INT64(result);
}
