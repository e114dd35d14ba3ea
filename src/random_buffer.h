/*
 * random_buffer.h
 *	  random_buffer.c's interface: the per-backend buffer of CSPRNG output
 *	  that the generators draw from, with the two inline readers of their
 *	  hot path.  Part of the common layer (common.h); included by the files
 *	  that draw random bytes.
 */
#ifndef RANDOM_BUFFER_H
#define RANDOM_BUFFER_H

#include "common.h"

#include "miscadmin.h"

/*
 * random_buffer.c: the per-backend buffer of CSPRNG output.  Its state is
 * declared here for the two inline functions below; nothing else touches it.
 */
#define RANDOM_BUFFER_SIZE 32000	/* bytes drawn from the CSPRNG at a time */
extern MODULE_INTERNAL uint8 random_buffer_bytes[RANDOM_BUFFER_SIZE];
extern MODULE_INTERNAL int random_buffer_pos;	/* first unread byte */
extern MODULE_INTERNAL int random_buffer_pid;	/* the process that filled it */
extern void random_buffer_init(void);
extern void random_buffer_refill(void);
extern void random_buffer_fill(uint8 *dst, int n);

/*
 * The next n (1 to RANDOM_BUFFER_SIZE) unread bytes, without handing them
 * out: for a generator that knows only inside the core (and under its lock,
 * for the shared ones) whether it needs them, e.g. for a new tick.  Call it
 * before taking a lock, since a refill may raise an error; the core says how
 * many of the bytes went into the id, and random_buffer_spend() hands out
 * those.  The rest stay unread for the next caller: reading every byte a
 * call may need, used or not, costs instructions on every generated id
 * (test/perf-guard counts each generator's).
 */
static inline const uint8 *
random_buffer_peek(int n)
{
	Assert(n > 0 && n <= RANDOM_BUFFER_SIZE);
	if (unlikely(random_buffer_pos > RANDOM_BUFFER_SIZE - n || random_buffer_pid != MyProcPid))
		random_buffer_refill();
	return random_buffer_bytes + random_buffer_pos;
}

/*
 * The first n (0 to 15) bytes random_buffer_peek() returned went into an id:
 * wipe them and move past them (fixed-size stores for these few bytes).
 */
static inline void
random_buffer_spend(int n)
{
	uint8	   *p = random_buffer_bytes + random_buffer_pos;

	Assert(n >= 0 && n < 16 && random_buffer_pos + n <= RANDOM_BUFFER_SIZE);
	random_buffer_pos += n;
	if (n & 8)
	{
		memset(p, 0, 8);
		p += 8;
	}
	if (n & 4)
	{
		memset(p, 0, 4);
		p += 4;
	}
	if (n & 2)
	{
		memset(p, 0, 2);
		p += 2;
	}
	if (n & 1)
		*p = 0;
}

#endif							/* RANDOM_BUFFER_H */
