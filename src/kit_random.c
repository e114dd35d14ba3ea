/*
 * kit_random.c
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

/* One byte of CSPRNG output (the per-id step of gen_ulid_flake()). */
uint8
kit_random_byte(void)
{
	uint8		b;

	if (unlikely(random_pos >= RANDOM_BUFFER_SIZE || random_pid != MyProcPid))
		random_refill();
	b = random_buffer[random_pos];
	random_buffer[random_pos++] = 0;
	return b;
}
