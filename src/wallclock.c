/*
 * wallclock.c
 *	  The one wall clock the generators read, and the error of a clock
 *	  outside an id type's range.
 */
#include "wallclock.h"

#include "miscadmin.h"
#include "pgstat.h"
#include "utils/wait_event.h"

/* Raise "system clock is outside the range of <type> timestamps". */
void
report_clock_range(core_type kind)
{
	const core_messages *m = &core_message_table[kind];

	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("%s", m->clock_range),
			 m->clock_detail ? errdetail("%s", m->clock_detail) : 0));
}

/* The wall clock in Unix milliseconds (division by constants only). */
uint64
wallclock_ms(core_type kind)
{
	uint64		sec;
	uint64		nsec;

	wallclock_read(kind, &sec, &nsec);
	return sec * 1000 + nsec / 1000000;
}

/* The wall clock in Unix nanoseconds; 2262-04-11 and later are out of range. */
uint64
wallclock_ns(core_type kind)
{
	uint64		sec;
	uint64		nsec;

	wallclock_read(kind, &sec, &nsec);
	if (unlikely(sec > UINT64CONST(9223372036)))
		report_clock_range(kind);
	return sec * 1000000000 + nsec;
}

/*
 * Wait, with no lock held, until the clock reaches target_ms (Unix
 * milliseconds): a server-wide generator that would otherwise move further
 * ahead of the clock than CORE_SHARED_MAX_LEAD_MS (the core said
 * CORE_ERR_AHEAD).  Interruptible; in slices of at most 1 ms, shown as wait
 * event PgSleep.  A target more than WALLCLOCK_WAIT_MAX_MS away means the
 * system clock went backwards: an error (54000, as the monotonic overflow:
 * the ids the generator may use until the clock catches up are used up)
 * rather than a long wait.
 */
#define WALLCLOCK_WAIT_MAX_MS 2000

void
wallclock_wait_until(uint64 target_ms, const char *caller)
{
	for (;;)
	{
		uint64		sec;
		uint64		nsec;
		uint64		now_us;

		wallclock_read(CORE_TYPE_ULID, &sec, &nsec);
		now_us = sec * 1000000 + nsec / 1000;
		if (now_us / 1000 >= target_ms)
			return;
		if (target_ms - now_us / 1000 > WALLCLOCK_WAIT_MAX_MS)
			ereport(ERROR,
					(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("%s is " UINT64_FORMAT " ms ahead of the system clock", caller,
							target_ms - now_us / 1000 + CORE_SHARED_MAX_LEAD_MS),
					 errdetail("The system clock went backwards; the generator waits for it at most %d ms.",
							   WALLCLOCK_WAIT_MAX_MS),
					 errhint("Retry when the clock has caught up.")));
		CHECK_FOR_INTERRUPTS();
#ifndef ULID_PGLITE				/* one backend, no wait events exported */
		pgstat_report_wait_start(WAIT_EVENT_PG_SLEEP);
#endif
		pg_usleep((long) Min(target_ms * 1000 - now_us, 1000));
#ifndef ULID_PGLITE
		pgstat_report_wait_end();
#endif
	}
}
