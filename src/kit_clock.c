/*
 * kit_clock.c
 *	  The one wall clock the generators read, and the error of a clock
 *	  outside an id type's range.
 */
#include "kit.h"

#include <sys/time.h>
#include <time.h>

/* Raise "system clock is outside the range of <type> timestamps". */
void
kit_report_clock_range(id_kind kind)
{
	const id_messages *m = &id_core_messages[kind];

	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("%s", m->clock_range),
			 m->clock_detail ? errdetail("%s", m->clock_detail) : 0));
}

/*
 * The wall clock as Unix seconds and nanoseconds: clock_gettime() of
 * CLOCK_REALTIME (a vDSO call, the clock of clock_timestamp()),
 * gettimeofday() where that is missing.  A clock before 1970 is outside the
 * range of every id type (the error names kind's).
 */
static inline void
clock_read(id_kind kind, uint64 *sec, uint64 *nsec)
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

/* The wall clock in Unix milliseconds (division by constants only). */
uint64
kit_clock_ms(id_kind kind)
{
	uint64		sec;
	uint64		nsec;

	clock_read(kind, &sec, &nsec);
	return sec * 1000 + nsec / 1000000;
}

/* The wall clock in Unix nanoseconds; 2262-04-11 and later are out of range. */
uint64
kit_clock_ns(id_kind kind)
{
	uint64		sec;
	uint64		nsec;

	clock_read(kind, &sec, &nsec);
	if (unlikely(sec > UINT64CONST(9223372036)))
		kit_report_clock_range(kind);
	return sec * 1000000000 + nsec;
}
