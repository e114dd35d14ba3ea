/*
 * ulid_flake_gen.c
 *	  Ulid-Flake generators: gen_ulid_flake() and gen_ulid_flake(timestamptz).
 *
 * gen_ulid_flake(): Ulid-Flake ids, strictly increasing across the whole
 * server.  20 random bits leave no room for independent per-session
 * generators (two sessions in one millisecond would collide), so there is one
 * state, in shared memory (kit_shmem.c).  ulid.flake_node_id (0..31, module.c)
 * selects the scalable layout: 15 random bits and the node id.  When the node
 * id differs from the one the state was last used with (a reload, or sessions
 * of databases or roles with different settings), the state is carried over
 * to the new layout in its millisecond: the next id stays above every id
 * generated before without running ahead of the clock, however often the
 * layout alternates.  The generator never moves more than
 * ID_SHARED_MAX_LEAD_MS ahead of the clock: a call that would waits for the
 * clock with the lock released (kit_clock_wait_until), and a new shared state
 * starts above the clock + that bound (kit_shmem.c), so no id repeats after
 * a restart.
 */
#include "kit.h"

ULID_FUNCTION(pgulid_gen_flake);
Datum
pgulid_gen_flake(PG_FUNCTION_ARGS)
{
	UlidSharedState *s = kit_shared_state("gen_ulid_flake()", "");
	uint8		step = kit_random_byte();
	uint8		random[4];
	uint32		fresh = 0;
	bool		have_fresh = false;
	int			node = ulid_flake_node_id;
	uint64		ms = kit_clock_ms(ID_FLAKE);
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
			kit_random_fill(random, sizeof(random));
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
		kit_clock_wait_until(resume_at, "gen_ulid_flake()");
		ms = kit_clock_ms(ID_FLAKE);
	}
	if (unlikely(st != ULID_OK))
		kit_report_clock_range(ID_FLAKE);
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

	kit_random_fill(random, sizeof(random));
	if (!ulid_timestamptz_to_ms(ts, &ms) ||
		flake_core_from_time(ms, ((uint32) random[0] << 24) | ((uint32) random[1] << 16) |
							 ((uint32) random[2] << 8) | random[3],
							 ulid_flake_node_id, &result) != ULID_OK)
		kit_report_time_range(ID_FLAKE, ts);
	PG_RETURN_INT64(result);
}
