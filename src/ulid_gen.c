/*
 * ulid_gen.c
 *	  ULID generators: gen_ulid(), gen_ulid(timestamptz), gen_random_ulid()
 *	  and gen_monotonic_ulid().
 *
 * The clock (wallclock.c) and the randomness (random_buffer.c) are read here and
 * handed to the pure generator functions of the C++ core, with the layout
 * ulid.uuidv7 selects: ULIDs, or valid UUIDv7 (the bits of each generator's
 * ids: doc/generators.md "Layout of the ids").
 */
#include "ulid.h"
#include "random_buffer.h"
#include "wallclock.h"

static void report_generator_error(core_status st, ulid_layout layout, bool per_tick) NORETURN;

/* The layout of the ids this call makes (ulid.uuidv7). */
static inline ulid_layout
current_layout(void)
{
	return guc_uuidv7 ? ULID_LAYOUT_UUIDV7 : ULID_LAYOUT_ULID;
}

/* ULID_RANDOM_LEN bytes of CSPRNG output into dst. */
static inline void
ulid_random_bytes(uint8 *dst)
{
	random_buffer_fill(dst, ULID_RANDOM_LEN);
}

/*
 * Raise the error for a failed generator step (status from the core): of
 * gen_ulid() (per_tick: its random part counts within a tick of the clock)
 * or gen_monotonic_ulid() (within a millisecond).
 */
static void
report_generator_error(core_status st, ulid_layout layout, bool per_tick)
{
	if (st == CORE_ERR_TIME_RANGE)
		report_clock_range(CORE_TYPE_ULID);
	ereport(ERROR,
			(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
			 errmsg("monotonic ULID overflow"),
			 per_tick ?
			 errdetail("The %d-bit random part cannot be incremented further within this 1/4096 millisecond.",
					   layout == ULID_LAYOUT_UUIDV7 ? 62 : 68) :
			 errdetail("The %d-bit random part cannot be incremented further within this millisecond.",
					   layout == ULID_LAYOUT_UUIDV7 ? 74 : 80),
			 per_tick ? errhint("Retry when the system clock has moved on.") :
			 errhint("Retry in the next millisecond.")));
}

/*
 * gen_ulid(): per-backend monotonic, in ticks of 1/4096 ms: the clock and
 * its sub-millisecond fraction are read on every call.  A later tick than the
 * previous id's: that tick and fresh random bits.  The
 * same tick (or a clock that went backwards): previous value + 1.  When
 * ulid.uuidv7 changed since the previous call, the core carries the state
 * over to the other layout and the next id is still greater (ulid_core_next
 * in core/core.h).
 */
static core_monotonic_state backend_state;

SQL_FUNCTION(pgulid_gen);
Datum
pgulid_gen(PG_FUNCTION_ARGS)
{
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));
	ulid_layout layout = current_layout();
	const uint8 *random = random_buffer_peek(ULID_TICK_RANDOM_LEN);
	int			used;
	core_status st;

	/* the 9 random bytes are handed out only if the core took them */
	st = ulid_core_next(&backend_state, layout, wallclock_tick(CORE_TYPE_ULID), random, result->data, &used);
	if (unlikely(st != CORE_OK))
		report_generator_error(st, layout, true);
	if (used)
		random_buffer_spend(ULID_TICK_RANDOM_LEN);
	PG_RETURN_ULID_P(result);
}

/*
 * gen_ulid(timestamptz): that millisecond, fresh randomness in every bit
 * after it that the layout does not fix.
 */
SQL_FUNCTION(pgulid_gen_at);
Datum
pgulid_gen_at(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	pg_ulid    *result;
	uint8		random[ULID_RANDOM_LEN];
	uint64		ms;

	if (!timestamptz_to_unix_ms(ts, &ms))
		report_time_range(CORE_TYPE_ULID, ts);
	result = (pg_ulid *) palloc(sizeof(pg_ulid));
	ulid_random_bytes(random);
	ulid_core_from_time(current_layout(), ms, random, result->data);
	PG_RETURN_ULID_P(result);
}

/*
 * gen_random_ulid(): no state.  The clock's millisecond and sub-millisecond
 * fraction (read on every call), then fresh randomness.
 */
SQL_FUNCTION(pgulid_gen_random);
Datum
pgulid_gen_random(PG_FUNCTION_ARGS)
{
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));
	uint8		random[ULID_TICK_RANDOM_LEN];

	random_buffer_fill(random, ULID_TICK_RANDOM_LEN);
	if (unlikely(ulid_core_from_clock(current_layout(), wallclock_tick(CORE_TYPE_ULID), random,
									  result->data) != CORE_OK))
		report_clock_range(CORE_TYPE_ULID);
	PG_RETURN_ULID_P(result);
}

/*
 * gen_monotonic_ulid(): one generator state for the whole cluster, in shared
 * memory under a spinlock (shared_state.c).  Within a millisecond a random
 * step (from 4 random bytes), so that ids of other callers between two of one
 * caller's ids cannot be inferred; the lead bound and the floor after a
 * restart: ulid_core_shared_next in core/core.h.
 */
SQL_FUNCTION(pgulid_gen_monotonic);
Datum
pgulid_gen_monotonic(PG_FUNCTION_ARGS)
{
	SharedState *s = shared_state_attach("gen_monotonic_ulid()",
										 ", or use gen_ulid() for per-session monotonic ids");
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));
	uint64		resume_at = 0;
	ulid_layout layout = current_layout();
	int			used = 0;
	core_status st;

	/*
	 * Sessions with different ulid.uuidv7 settings share the state: the core
	 * carries it over to each call's layout, so the order holds across them.
	 *
	 * One call into the core per id, under one round of the spinlock.  The
	 * random bytes are read before the lock (a refill may raise an error) and
	 * handed out afterwards: 4 for the random step within a millisecond
	 * always, the 10 after them only if the core took them (a new
	 * millisecond).
	 */
	for (;;)
	{
		const uint8 *random = random_buffer_peek(4 + ULID_RANDOM_LEN);
		uint32		step_bits = ((uint32) random[0] << 24) | ((uint32) random[1] << 16) |
			((uint32) random[2] << 8) | random[3];
		uint64		ms = wallclock_ms(CORE_TYPE_ULID);

		SpinLockAcquire(&s->mutex);
		st = ulid_core_shared_next(&s->state, layout, ms, (uint64) step_bits + 1, CORE_SHARED_MAX_LEAD_MS,
								   random + 4, result->data, &resume_at, &used);
		SpinLockRelease(&s->mutex);
		if (likely(st != CORE_ERR_AHEAD))
			break;
		wallclock_wait_until(resume_at, "gen_monotonic_ulid()");
	}
	if (unlikely(st != CORE_OK))
		report_generator_error(st, layout, false);
	random_buffer_spend(used ? 4 + ULID_RANDOM_LEN : 4);
	PG_RETURN_ULID_P(result);
}
