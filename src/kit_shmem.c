/*
 * kit_shmem.c
 *	  The generator states shared by the whole server: one state each for
 *	  gen_monotonic_ulid() and gen_ulid_flake(), in shared memory under a
 *	  spinlock (the struct is UlidSharedState in kit.h).
 *
 * With "ulid" in shared_preload_libraries the states are allocated at server
 * start; otherwise, on PostgreSQL 17+, they are created on first use in the
 * DSM registry.  Older releases need the preload.
 */
#include "kit.h"

#include <sys/time.h>

#include "miscadmin.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#if PG_VERSION_NUM >= 170000
#include "storage/dsm_registry.h"
#endif

#define ULID_SHMEM_NAME "ulid generators"

static UlidSharedState *shared_state = NULL;

#if PG_VERSION_NUM >= 150000
static shmem_request_hook_type prev_shmem_request_hook = NULL;
#endif
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

/*
 * A new shared state (server start, crash restart, or first use in the DSM
 * registry): every id of the server's previous life had a time at most the
 * clock of its call + ID_SHARED_MAX_LEAD_MS, and every such call was before
 * this one, so the states start above now + the lead (id_monotonic_reserve):
 * no id after a restart repeats or goes below one issued before it, however
 * fast the restart, as long as the system clock did not go backwards across
 * it.  The first call waits for the clock at most 1 ms.  (No ereport here:
 * this runs in the postmaster, or under the DSM registry's lock.)
 */
static void
shared_state_init(void *ptr)
{
	UlidSharedState *s = (UlidSharedState *) ptr;
	struct timeval tp;

	SpinLockInit(&s->mutex);
	memset(&s->state, 0, sizeof(s->state));
	memset(&s->flake, 0, sizeof(s->flake));
	s->flake_node = FLAKE_NO_NODE;
	gettimeofday(&tp, NULL);
	if (tp.tv_sec >= 0)
	{
		uint64		ms = (uint64) tp.tv_sec * 1000 + (uint64) tp.tv_usec / 1000;

		id_monotonic_reserve(&s->state, ms, ID_SHARED_MAX_LEAD_MS);
		flake_core_monotonic_reserve(&s->flake, ms, ID_SHARED_MAX_LEAD_MS);
	}
}

#if PG_VERSION_NUM >= 150000
static void
ulid_shmem_request(void)
{
	if (prev_shmem_request_hook)
		prev_shmem_request_hook();
	RequestAddinShmemSpace(MAXALIGN(sizeof(UlidSharedState)));
}
#endif

static void
ulid_shmem_startup(void)
{
	bool		found;

	if (prev_shmem_startup_hook)
		prev_shmem_startup_hook();
	LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
	shared_state = ShmemInitStruct(ULID_SHMEM_NAME,
								   sizeof(UlidSharedState), &found);
	if (!found)
		shared_state_init(shared_state);
	LWLockRelease(AddinShmemInitLock);
}

/* Called from _PG_init(): reserve shared memory when preloaded. */
void
kit_shmem_init(void)
{
	if (!process_shared_preload_libraries_in_progress)
		return;
#if PG_VERSION_NUM >= 150000
	prev_shmem_request_hook = shmem_request_hook;
	shmem_request_hook = ulid_shmem_request;
#else
	RequestAddinShmemSpace(MAXALIGN(sizeof(UlidSharedState)));
#endif
	prev_shmem_startup_hook = shmem_startup_hook;
	shmem_startup_hook = ulid_shmem_startup;
}

/* The shared generator states; `caller` and `hint` word the error on < 17. */
UlidSharedState *
kit_shared_state(const char *caller, const char *hint)
{
	if (shared_state == NULL)
	{
#if PG_VERSION_NUM >= 170000
		bool		found;

		shared_state = GetNamedDSMSegment(ULID_SHMEM_NAME,
										  sizeof(UlidSharedState),
										  shared_state_init, &found);
#else
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("%s requires \"ulid\" in \"shared_preload_libraries\"", caller),
				 errhint("Add ulid to shared_preload_libraries in postgresql.conf and restart the server%s.", hint)));
#endif
	}
	return shared_state;
}
