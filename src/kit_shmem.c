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

static void
shared_state_init(void *ptr)
{
	UlidSharedState *s = (UlidSharedState *) ptr;

	SpinLockInit(&s->mutex);
	memset(&s->state, 0, sizeof(s->state));
	memset(&s->flake, 0, sizeof(s->flake));
	s->flake_node = FLAKE_NO_NODE;
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
