/*
 * wallclock.h
 *	  wallclock.c's interface: the wall clock of the generators, with the
 *	  inline clock read of their hot path.  Part of the common layer
 *	  (common.h); included by the files that read the clock.
 */
#ifndef WALLCLOCK_H
#define WALLCLOCK_H

#include "common.h"

#include <sys/time.h>
#include <time.h>

/* wallclock.c: the wall clock and its range error (kind names the type) */
extern uint64 wallclock_ms(core_type kind);
extern uint64 wallclock_ns(core_type kind);
extern void wallclock_wait_until(uint64 target_ms, const char *caller);
extern void report_clock_range(core_type kind) NORETURN;

#ifdef ULID_PGLITE
/*
 * PGlite's C library has a 64-bit time_t, where an older Emscripten (Debian's
 * 3.1.6) has a 32-bit one: its struct timeval is read in PGlite's layout,
 * whatever the compiler's time_t.  gettimeofday() is the clock that
 * clock_timestamp() reads there; clock_gettime() can read 1 ms behind it.
 */
struct wallclock_timeval64
{
	int64		tv_sec;
	int32		tv_usec;
	int32		tv_pad;
};
extern int	wallclock_gettimeofday64(struct wallclock_timeval64 *tv, void *tz) __asm__("gettimeofday");
#endif

/*
 * The wall clock as Unix seconds and nanoseconds: clock_gettime() of
 * CLOCK_REALTIME (a vDSO call, the clock of clock_timestamp()),
 * gettimeofday() where that is missing or in PGlite.  False for a clock
 * before 1970 or that cannot be read; no error (for callers that cannot
 * raise one).
 */
static inline bool
wallclock_read_raw(uint64 *sec, uint64 *nsec)
{
#if defined(ULID_PGLITE)
	struct wallclock_timeval64 tp;

	if (unlikely(wallclock_gettimeofday64(&tp, NULL) != 0 || tp.tv_sec < 0))
		return false;
	*sec = (uint64) tp.tv_sec;
	*nsec = (uint64) tp.tv_usec * 1000;
#elif defined(CLOCK_REALTIME) && !defined(WIN32)
	struct timespec tp;

	if (unlikely(clock_gettime(CLOCK_REALTIME, &tp) != 0 || tp.tv_sec < 0))
		return false;
	*sec = (uint64) tp.tv_sec;
	*nsec = (uint64) tp.tv_nsec;
#else
	struct timeval tp;

	gettimeofday(&tp, NULL);
	if (unlikely(tp.tv_sec < 0))
		return false;
	*sec = (uint64) tp.tv_sec;
	*nsec = (uint64) tp.tv_usec * 1000;
#endif
	return true;
}

/*
 * The wall clock as Unix seconds and nanoseconds (wallclock_read_raw).  A
 * clock before 1970 is outside the range of every id type (the error names
 * kind's).  Inline: the one clock read of every generator call.
 */
static inline void
wallclock_read(core_type kind, uint64 *sec, uint64 *nsec)
{
	if (unlikely(!wallclock_read_raw(sec, nsec)))
		report_clock_range(kind);
}

/*
 * The wall clock as a ULID tick (ulid_core_tick, core.h): Unix ms << 12 |
 * its sub-millisecond fraction in 1/4096 ms.  The clock reading of gen_ulid()
 * and gen_random_ulid(), one read per id.
 */
static inline uint64
wallclock_tick(core_type kind)
{
	uint64		sec;
	uint64		nsec;

	wallclock_read(kind, &sec, &nsec);
	return ulid_core_tick(sec, (uint32) nsec);
}

#endif							/* WALLCLOCK_H */
