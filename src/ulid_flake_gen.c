/*
 * ulid_flake_gen.c
 *	  Ulid-Flake generators: gen_ulid_flake() and gen_ulid_flake(timestamptz).
 *
 * gen_ulid_flake(): Ulid-Flake ids, strictly increasing across the whole
 * server.  20 random bits leave no room for independent per-session
 * generators (two sessions in one millisecond would collide), so there is one
 * state, in shared memory (shared_state.c).  ulid.flake_node_id (0..31,
 * module.c) selects node mode: 15 random bits and the node id.  The state
 * holds the last id, not a mode, so sessions with different node ids (or a
 * session changing its own) take turns in any order: each call steps from
 * the last id in its own mode (flake_core_next in core/core.h) and stays above every id
 * generated before, without running ahead of the clock.  The generator never
 * moves more than CORE_SHARED_MAX_LEAD_MS ahead of the clock: a call that would
 * waits for the clock with the lock released (wallclock_wait_until), and a
 * new shared state starts above the clock + that bound (shared_state.c), so no
 * id repeats after a restart.
 *
 * That one state is a capacity every session draws on (doc/generators.md
 * "ulid_flake: gen_ulid_flake()"): ulid.flake_max_ids_per_ms
 * (module.c, superuser-only, settable per role) caps the ids one session takes
 * per millisecond of the clock; a session at its cap waits, with no lock held,
 * for the clock's next millisecond (flake_session_cap).
 */
#include "common.h"
#include "random_buffer.h"
#include "wallclock.h"

/* This session's ids in the clock millisecond cap_ms (ulid.flake_max_ids_per_ms). */
static uint64 cap_ms = 0;
static int	cap_count = 0;

/*
 * The clock reading (Unix ms) for this session's next id under
 * ulid.flake_max_ids_per_ms: the clock now, or, when the session has taken its
 * cap in the current millisecond, the next millisecond, after waiting for it
 * (interruptible, wallclock_wait_until).  A clock that went backwards starts
 * a new count.
 */
static uint64
flake_session_cap(uint64 ms)
{
	if (ms != cap_ms)
	{
		cap_ms = ms;
		cap_count = 0;
	}
	else if (cap_count >= guc_flake_max_ids_per_ms)
	{
		wallclock_wait_until(ms + 1, "gen_ulid_flake()");
		cap_ms = ms = wallclock_ms(CORE_TYPE_FLAKE);
		cap_count = 0;
	}
	cap_count++;
	return ms;
}

SQL_FUNCTION(pgulid_gen_flake);
Datum
pgulid_gen_flake(PG_FUNCTION_ARGS)
{
	SharedState *s = shared_state_attach("gen_ulid_flake()", "");
	int			node = guc_flake_node_id;
	uint64		resume_at = 0;
	int			used = 0;
	int64		result;
	core_status st;
	uint64		capped_ms = 0;	/* the clock reading the cap counted this id
								 * in */

	if (unlikely(guc_flake_max_ids_per_ms > 0))
		capped_ms = flake_session_cap(wallclock_ms(CORE_TYPE_FLAKE));

	/*
	 * One call into the core per id, under one round of the spinlock.  The
	 * random bytes are read before the lock (a refill may raise an error) and
	 * handed out afterwards: the step byte always, the 4 bytes of a fresh
	 * random field only if the core took them (a new millisecond). When the
	 * millisecond is used up and the next one would be more than
	 * CORE_SHARED_MAX_LEAD_MS ahead of the clock, release the lock, wait for
	 * the clock and start over.
	 */
	for (;;)
	{
		const uint8 *random = random_buffer_peek(FLAKE_GEN_RANDOM_LEN);
		uint64		ms = likely(capped_ms == 0) ? wallclock_ms(CORE_TYPE_FLAKE) : capped_ms;

		capped_ms = 0;
		SpinLockAcquire(&s->mutex);
		st = flake_core_next(&s->flake, ms, node, CORE_SHARED_MAX_LEAD_MS, random, &result, &resume_at, &used);
		SpinLockRelease(&s->mutex);
		if (likely(st != CORE_ERR_AHEAD))
			break;
		wallclock_wait_until(resume_at, "gen_ulid_flake()");
	}
	if (unlikely(st != CORE_OK))
		report_clock_range(CORE_TYPE_FLAKE);
	random_buffer_spend(used ? FLAKE_GEN_RANDOM_LEN : 1);
	PG_RETURN_INT64(result);
}

/* gen_ulid_flake(timestamptz): that millisecond, a random field, no order. */
SQL_FUNCTION(pgulid_gen_flake_at);
Datum
pgulid_gen_flake_at(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	uint8		random[4];
	uint64		ms;
	int64		result;

	random_buffer_fill(random, sizeof(random));
	if (!timestamptz_to_unix_ms(ts, &ms) ||
		flake_core_from_time(ms, ((uint32) random[0] << 24) | ((uint32) random[1] << 16) |
							 ((uint32) random[2] << 8) | random[3],
							 guc_flake_node_id, &result) != CORE_OK)
		report_time_range(CORE_TYPE_FLAKE, ts);
	PG_RETURN_INT64(result);
}
