/*
 * random_buffer.c
 *	  The CSPRNG buffer: the random bits of every id type of the extension
 *	  come from here.
 *
 * Per-backend buffer of CSPRNG output.  pg_strong_random() is called once per
 * RANDOM_BUFFER_SIZE bytes instead of once per id: with OpenSSL a call
 * has a fixed cost many times that of an id's bytes, so a large buffer keeps
 * the share of each id small (random_buffer_peek() and random_buffer_spend() are
 * inline, in random_buffer.h).  Bytes are wiped as they
 * are handed out.  The buffer belongs to one process: it is refilled when
 * MyProcPid changes, and a fork() from inside a backend empties it in the
 * child (pthread_atfork), so no two processes ever hand out the same bytes.
 */
#include "random_buffer.h"

#include <unistd.h>
#ifndef WIN32
#include <pthread.h>
#endif

#include "miscadmin.h"

uint8		random_buffer_bytes[RANDOM_BUFFER_SIZE];
int			random_buffer_pos = RANDOM_BUFFER_SIZE; /* empty */
int			random_buffer_pid = 0;

static void
random_forget(void)
{
	memset(random_buffer_bytes, 0, sizeof(random_buffer_bytes));
	random_buffer_pos = RANDOM_BUFFER_SIZE;
	random_buffer_pid = 0;
}

void
random_buffer_init(void)
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

void
random_buffer_refill(void)
{
	if (!pg_strong_random(random_buffer_bytes, sizeof(random_buffer_bytes)))
	{
		random_forget();
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not generate random values")));
	}
	random_buffer_pos = 0;
	random_buffer_pid = MyProcPid;
}

/* n bytes (1 to RANDOM_BUFFER_SIZE) of CSPRNG output into dst. */
void
random_buffer_fill(uint8 *dst, int n)
{
	uint8	   *src = (uint8 *) random_buffer_peek(n);

	memcpy(dst, src, n);
	memset(src, 0, n);
	random_buffer_pos += n;
}
