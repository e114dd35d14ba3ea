/*
 * shared_state.c
 *	  The generator states shared by the whole server: one state each for
 *	  gen_monotonic_ulid() and gen_ulid_flake(), in shared memory under a
 *	  spinlock (the struct is SharedState in common.h).
 *
 * With "ulid" in shared_preload_libraries the states are allocated at server
 * start; otherwise, on PostgreSQL 17+, they are created on first use in the
 * DSM registry.  Older releases need the preload.
 *
 * SharedState is versioned, in the segment's name and in a magic number
 * checked on attach.  A server keeps its preloaded library until restart, but without
 * the preload a new ulid.so installed under a running server is loaded by new
 * sessions while old sessions keep the old one; the version in the name gives
 * each version its own segment, so neither ever reads the other's (the two
 * generators are then independent until the old sessions end: doc/upgrading.md,
 * "Replacing the library under a running server").  Bump SHARED_STATE_VERSION with any change to SharedState;
 * the magic also folds in the struct's size, so a forgotten bump that changes
 * the size fails loudly instead of misreading (sql/shared_memory.sql shows
 * the name and size).
 */
#include "common.h"

#include "wallclock.h"

#include "miscadmin.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#if PG_VERSION_NUM >= 170000
#include "storage/dsm_registry.h"
#endif

/* The version of SharedState, in the segment's name and magic number. */
#define SHARED_STATE_VERSION	2
#define SHARED_STATE_NAME		"ulid generators v" CppAsString2(SHARED_STATE_VERSION)
#define SHARED_STATE_MAGIC	((uint32) (0x554C0000 + (SHARED_STATE_VERSION << 12)) ^ (uint32) sizeof(SharedState))

static SharedState *shared_state = NULL;

static shmem_request_hook_type prev_shmem_request_hook = NULL;
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

/*
 * A new shared state (server start, crash restart, or first use in the DSM
 * registry): every id of the server's previous life had a time at most the
 * clock of its call + CORE_SHARED_MAX_LEAD_MS, and every such call was before
 * this one, so the states start above now + the lead (*_core_shared_reserve):
 * no id after a restart repeats or goes below one issued before it, however
 * fast the restart, as long as the system clock did not go backwards across
 * it.  The first call waits for the clock at most 1 ms.  (No ereport here:
 * this runs in the postmaster, or under the DSM registry's lock.)
 */
static void
new_shared_state(void *ptr)
{
	SharedState *s = (SharedState *) ptr;
	uint64		sec;
	uint64		nsec;

	s->magic = SHARED_STATE_MAGIC;
	SpinLockInit(&s->mutex);
	memset(&s->state, 0, sizeof(s->state));
	memset(&s->flake, 0, sizeof(s->flake));
	if (wallclock_read_raw(&sec, &nsec))
	{
		uint64		ms = sec * 1000 + nsec / 1000000;

		ulid_core_shared_reserve(&s->state, ms, CORE_SHARED_MAX_LEAD_MS);
		flake_core_shared_reserve(&s->flake, ms, CORE_SHARED_MAX_LEAD_MS);
	}
}

#if PG_VERSION_NUM >= 190000
static void
new_shared_state_arg(void *ptr, void *arg)
{
	new_shared_state(ptr);
}
#endif

/* A segment of this name written by another build of the library. */
static void
check_version(SharedState *s)
{
	if (s->magic != SHARED_STATE_MAGIC)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("shared memory segment \"%s\" has an unexpected version", SHARED_STATE_NAME),
				 errdetail("Its magic number is %08X; this build of the ulid library expects %08X.",
						   s->magic, SHARED_STATE_MAGIC),
				 errhint("Restart the server after installing a new version of the ulid library.")));
}

static void
shared_state_request(void)
{
	if (prev_shmem_request_hook)
		prev_shmem_request_hook();
	RequestAddinShmemSpace(MAXALIGN(sizeof(SharedState)));
}

static void
shared_state_startup(void)
{
	bool		found;

	if (prev_shmem_startup_hook)
		prev_shmem_startup_hook();
	LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
	shared_state = ShmemInitStruct(SHARED_STATE_NAME,
								   sizeof(SharedState), &found);
	if (!found)
		new_shared_state(shared_state);
	LWLockRelease(AddinShmemInitLock);
	if (found)					/* EXEC_BACKEND: a child attaching */
		check_version(shared_state);
}

/* Called from _PG_init(): reserve shared memory when preloaded. */
void
shared_state_init(void)
{
	if (!process_shared_preload_libraries_in_progress)
		return;
	prev_shmem_request_hook = shmem_request_hook;
	shmem_request_hook = shared_state_request;
	prev_shmem_startup_hook = shmem_startup_hook;
	shmem_startup_hook = shared_state_startup;
}

/* The shared generator states; `caller` and `hint` word the error on < 17. */
SharedState *
shared_state_attach(const char *caller, const char *hint)
{
	if (shared_state == NULL)
	{
#if PG_VERSION_NUM >= 170000
		bool		found;

		SharedState *s;

#if PG_VERSION_NUM >= 190000
		s = GetNamedDSMSegment(SHARED_STATE_NAME, sizeof(SharedState),
							   new_shared_state_arg, &found, NULL);
#else
		s = GetNamedDSMSegment(SHARED_STATE_NAME, sizeof(SharedState),
							   new_shared_state, &found);
#endif
		check_version(s);
		shared_state = s;
#else
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("%s requires \"ulid\" in \"shared_preload_libraries\"", caller),
				 errhint("Add ulid to shared_preload_libraries in postgresql.conf and restart the server%s.", hint)));
#endif
	}
	return shared_state;
}
