/*
 * ulid.c
 *	  Module entry points of the ulid extension.
 */
#include "ulid.h"

#ifdef PG_MODULE_MAGIC_EXT
PG_MODULE_MAGIC_EXT(.name = "ulid",.version = "0.2.0");
#else
PG_MODULE_MAGIC;
#endif

extern PGDLLEXPORT void _PG_init(void);

void
_PG_init(void)
{
	ulid_init_random();
	ulid_init_shmem();
}
