/*
 * random_buffer.c
 *	  The CSPRNG buffer: the random bits of every id type of the extension
 *	  come from here.
 *
 * Per-backend buffer of CSPRNG output.  pg_strong_random() is called once per
 * RANDOM_BUFFER_SIZE bytes instead of once per id.  Bytes are wiped as they
 * are handed out.  The buffer belongs to one process: it is refilled when
 * MyProcPid changes, and a fork() from inside a backend empties it in the
 * child (pthread_atfork), so no two processes ever hand out the same bytes.
 */
#include "kit.h"

#include <unistd.h>
#ifndef WIN32
#include <pthread.h>
#endif

#include "miscadmin.h"

#define RANDOM_BUFFER_SIZE	4000	/* 400 ids */

static uint8 random_buffer[RANDOM_BUFFER_SIZE];
static int	random_pos = RANDOM_BUFFER_SIZE;	/* empty */
static int	random_pid = 0;

static void
random_forget(void)
{
	memset(random_buffer, 0, sizeof(random_buffer));
	random_pos = RANDOM_BUFFER_SIZE;
	random_pid = 0;
}

void
kit_random_init(void)
{
#ifndef WIN32
	static bool registered = false;

	if (!registered)
	{
		pthread_atfork(NULL, NULL, random_forget);
		registered = true;
	}
#endif
}

static void
random_refill(void)
{
	if (!pg_strong_random(random_buffer, sizeof(random_buffer)))
	{
		random_forget();
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not generate random values")));
	}
	random_pos = 0;
	random_pid = MyProcPid;
}

/* n bytes (1 to RANDOM_BUFFER_SIZE) of CSPRNG output into dst. */
void
kit_random_fill(uint8 *dst, int n)
{
	Assert(n > 0 && n <= RANDOM_BUFFER_SIZE);
	if (unlikely(random_pos > RANDOM_BUFFER_SIZE - n || random_pid != MyProcPid))
		random_refill();
	memcpy(dst, random_buffer + random_pos, n);
	memset(random_buffer + random_pos, 0, n);
	random_pos += n;
}

/*
 * The next n (1 to RANDOM_BUFFER_SIZE) unread bytes, without handing them
 * out: for a generator that knows only inside the core (and under its lock,
 * for the shared ones) whether it needs them, e.g. for a new millisecond.
 * Call it before taking a lock, since a refill may raise an error; the core
 * says how many of the bytes went into the id, and kit_random_spend() hands
 * out those.  The rest stay unread for the next caller.
 */
const uint8 *
kit_random_peek(int n)
{
	Assert(n > 0 && n <= RANDOM_BUFFER_SIZE);
	if (unlikely(random_pos > RANDOM_BUFFER_SIZE - n || random_pid != MyProcPid))
		random_refill();
	return random_buffer + random_pos;
}

/*
 * The first n (0 to 15) bytes kit_random_peek() returned went into an id:
 * wipe them and move past them (no libc call for these few bytes).
 */
void
kit_random_spend(int n)
{
	uint8	   *p = random_buffer + random_pos;

	Assert(n >= 0 && n < 16 && random_pos + n <= RANDOM_BUFFER_SIZE);
	random_pos += n;
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
