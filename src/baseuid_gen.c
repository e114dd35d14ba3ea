/*
 * baseuid_gen.c
 *	  BaseUID generators: gen_baseuid(), gen_random_baseuid() and
 *	  gen_baseuid(timestamptz).
 *
 * The clock (wallclock.c) and the randomness (random_buffer.c) are read here and handed to
 * the pure generator functions of the C++ core (src/core/baseuid.cpp).
 */
#include "baseuid.h"
#include "random_buffer.h"
#include "wallclock.h"

/* The wall clock (wallclock.c) as a time field. */
static inline uint64
baseuid_now(void)
{
	uint64		time;

	if (unlikely(baseuid_core_time_from_unix_ns(wallclock_ns(CORE_TYPE_BASEUID), &time) != CORE_OK))
		report_clock_range(CORE_TYPE_BASEUID);
	return time;
}

/*
 * gen_baseuid(): per-backend monotonic.  The same tick (or a clock that went
 * backwards): previous value + 1.  A new tick: 72 fresh random bits.  The
 * 72 bits overflowing: the next tick, ahead of the clock.
 */
static core_monotonic_state backend_state;

SQL_FUNCTION(pgulid_baseuid_gen);
Datum
pgulid_baseuid_gen(PG_FUNCTION_ARGS)
{
	pg_baseuid *result = baseuid_palloc();
	uint64		time = baseuid_now();
	const uint8 *random = random_buffer_peek(BASEUID_RANDOM_LEN);
	int			used;
	core_status st;

	/* the 9 random bytes are handed out only if the core took them */
	st = baseuid_core_next(&backend_state, time, random, result->data, &used);
	if (unlikely(st != CORE_OK))
	{
		if (st == CORE_ERR_TIME_RANGE)
			report_clock_range(CORE_TYPE_BASEUID);
		elog(ERROR, "unexpected baseuid generator status %d", (int) st);
	}
	if (used)
		random_buffer_spend(BASEUID_RANDOM_LEN);
	PG_RETURN_BASEUID_P(result);
}

/* gen_random_baseuid(): the current tick, 72 fresh random bits. */
SQL_FUNCTION(pgulid_baseuid_gen_random);
Datum
pgulid_baseuid_gen_random(PG_FUNCTION_ARGS)
{
	pg_baseuid *result = baseuid_palloc();
	uint8		random[BASEUID_RANDOM_LEN];
	uint64		time = baseuid_now();

	random_buffer_fill(random, BASEUID_RANDOM_LEN);
	baseuid_core_from_time(time, random, result->data);
	PG_RETURN_BASEUID_P(result);
}

/* gen_baseuid(timestamptz): the tick of that time, 72 fresh random bits. */
SQL_FUNCTION(pgulid_baseuid_gen_at);
Datum
pgulid_baseuid_gen_at(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	uint8		random[BASEUID_RANDOM_LEN];
	uint64		time = baseuid_time_of(ts);
	pg_baseuid *result = baseuid_palloc();

	random_buffer_fill(random, BASEUID_RANDOM_LEN);
	baseuid_core_from_time(time, random, result->data);
	PG_RETURN_BASEUID_P(result);
}
