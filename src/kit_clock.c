/*
 * kit_clock.c
 *	  The wall clock the generators read, and the errors of a clock outside
 *	  an id type's range.
 */
#include "kit.h"

#include <sys/time.h>

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
