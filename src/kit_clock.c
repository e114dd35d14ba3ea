/*
 * kit_clock.c
 *	  The wall clock the generators read, and the errors of a clock outside
 *	  an id type's range.
 */
#include "kit.h"

#include <sys/time.h>

#include "miscadmin.h"
#include "pgstat.h"
#if PG_VERSION_NUM >= 140000
#include "utils/wait_event.h"
#endif

void
ulid_report_clock_range(void)
{
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("system clock is outside the range of ULID timestamps")));
}

void
ulid_flake_report_clock_range(void)
{
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("system clock is outside the range of Ulid-Flake timestamps"),
			 errdetail("Ulid-Flake timestamps range from 2024-01-01 00:00:00+00 to 2302-09-27 15:10:22.207+00.")));
}

void
baseuid_report_clock_range(void)
{
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("system clock is outside the range of BaseUID timestamps")));
}

/*
 * The wall clock in Unix milliseconds: one gettimeofday() (a vDSO call, the
 * same clock as clock_timestamp()) and no division by a variable.
 */
uint64
kit_clock_ms(void)
{
	struct timeval tp;

	gettimeofday(&tp, NULL);
	if (unlikely(tp.tv_sec < 0))
		ulid_report_clock_range();
	return (uint64) tp.tv_sec * 1000 + (uint64) tp.tv_usec / 1000;
}

/*
 * Wait, with no lock held, until the clock reaches target_ms (Unix
 * milliseconds): a server-wide generator that would otherwise move further
 * ahead of the clock than ID_SHARED_MAX_LEAD_MS (the core said
 * ULID_ERR_AHEAD).  Interruptible; in slices of at most 1 ms, shown as wait
 * event PgSleep.  A target more than KIT_CLOCK_WAIT_MAX_MS away means the
 * system clock went backwards: an error (54000, as the monotonic overflow:
 * the ids the generator may use until the clock catches up are used up)
 * rather than a long wait.
 */
#define KIT_CLOCK_WAIT_MAX_MS 2000

void
kit_clock_wait_until(uint64 target_ms, const char *caller)
{
	for (;;)
	{
		struct timeval tp;
		uint64		now_us;

		gettimeofday(&tp, NULL);
		if (unlikely(tp.tv_sec < 0))
			ulid_report_clock_range();
		now_us = (uint64) tp.tv_sec * 1000000 + (uint64) tp.tv_usec;
		if (now_us / 1000 >= target_ms)
			return;
		if (target_ms - now_us / 1000 > KIT_CLOCK_WAIT_MAX_MS)
			ereport(ERROR,
					(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("%s is " UINT64_FORMAT " ms ahead of the system clock", caller,
							target_ms - now_us / 1000 + ID_SHARED_MAX_LEAD_MS),
					 errdetail("The system clock went backwards; the generator waits for it at most %d ms.",
							   KIT_CLOCK_WAIT_MAX_MS),
					 errhint("Retry when the clock has caught up.")));
		CHECK_FOR_INTERRUPTS();
		pgstat_report_wait_start(WAIT_EVENT_PG_SLEEP);
		pg_usleep((long) Min(target_ms * 1000 - now_us, 1000));
		pgstat_report_wait_end();
	}
}
