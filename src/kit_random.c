/*
 * kit_random.c
 *	  The CSPRNG buffer: the random bits of every id type of the extension
 *	  come from here.
 *
 * Per-backend buffer of CSPRNG output.  pg_strong_random() is called once per
 * KIT_RANDOM_BUFFER_SIZE bytes instead of once per id: with OpenSSL a call
 * costs about 12,000 instructions plus 1.7 a byte, so a large buffer keeps
 * the share of each id small (kit_random_peek() and kit_random_spend() are
 * inline, in kit.h).  Bytes are wiped as they
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

uint8		kit_random_buffer[KIT_RANDOM_BUFFER_SIZE];
int			kit_random_pos = KIT_RANDOM_BUFFER_SIZE;	/* empty */
int			kit_random_pid = 0;

static void
random_forget(void)
{
	memset(kit_random_buffer, 0, sizeof(kit_random_buffer));
	kit_random_pos = KIT_RANDOM_BUFFER_SIZE;
	kit_random_pid = 0;
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

void
kit_random_refill(void)
{
	if (!pg_strong_random(kit_random_buffer, sizeof(kit_random_buffer)))
	{
		random_forget();
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not generate random values")));
	}
	kit_random_pos = 0;
	kit_random_pid = MyProcPid;
}

/* n bytes (1 to KIT_RANDOM_BUFFER_SIZE) of CSPRNG output into dst. */
void
kit_random_fill(uint8 *dst, int n)
{
	uint8	   *src = (uint8 *) kit_random_peek(n);

	memcpy(dst, src, n);
	memset(src, 0, n);
	kit_random_pos += n;
}
