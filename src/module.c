/*
 * module.c
 *	  Module entry point of the ulid extension: the module magic, _PG_init
 *	  and every setting (GUC) of the extension.
 */
#include "common.h"
#include "random_buffer.h"

#include "miscadmin.h"
#include "utils/guc.h"

#ifdef PG_MODULE_MAGIC_EXT
PG_MODULE_MAGIC_EXT(.name = "ulid",.version = ULID_VERSION);
#else
PG_MODULE_MAGIC;
#endif

/*
 * ulid.flake_node_id: the node id gen_ulid_flake() puts in its ids
 * (src/ulid_flake_gen.c), or FLAKE_NO_NODE.
 */
int			guc_flake_node_id = FLAKE_NO_NODE;

/*
 * ulid.flake_max_ids_per_ms: the most gen_ulid_flake() ids one session takes
 * per millisecond of the clock (src/ulid_flake_gen.c), 0 for no limit.
 */
int			guc_flake_max_ids_per_ms = 0;

/*
 * ulid.uuidv7: the ULID generators (src/ulid_gen.c) make ids that are valid
 * UUIDv7 (ULID_LAYOUT_UUIDV7) instead of ULIDs (doc/generators.md#layout-of-the-ids).
 */
bool		guc_uuidv7 = false;

extern PGDLLEXPORT void _PG_init(void);

void
_PG_init(void)
{
	DefineCustomIntVariable("ulid.flake_node_id",
							"Node id (0-31) that gen_ulid_flake() puts in its ids, or -1 for none.",
							"With a node id, Ulid-Flake ids carry 15 random bits and the node id in "
							"their low 5 bits, so that servers with different node ids never "
							"generate the same id; -1 (the default) gives 20 random bits.",
							&guc_flake_node_id,
							FLAKE_NO_NODE, FLAKE_NO_NODE, FLAKE_MAX_NODE,
							PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("ulid.flake_max_ids_per_ms",
							"Most gen_ulid_flake() ids one session takes per millisecond, or 0 for no limit.",
							"gen_ulid_flake() has one state for the whole server, whose capacity is about "
							"129 ids per millisecond with a node id; a session that reaches this many ids "
							"in one millisecond of the clock waits for the next one, leaving the rest to "
							"other sessions.  Only superusers can change it; set it per role with "
							"ALTER ROLE ... SET.",
							&guc_flake_max_ids_per_ms,
							0, 0, 1 << FLAKE_RANDOM_BITS,
							PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomBoolVariable("ulid.uuidv7",
							 "Makes gen_ulid(), gen_ulid(timestamptz), gen_random_ulid() and gen_monotonic_ulid() return valid UUIDv7.",
							 "When on, the ULID generators return ULIDs that are also RFC 9562 version 7 "
							 "UUIDs (version nibble 7, variant 10), so that id::uuid is a UUIDv7: "
							 "gen_ulid() and gen_random_ulid() put their 12-bit clock fraction in rand_a "
							 "and 62 random bits in rand_b, gen_ulid(timestamptz) and gen_monotonic_ulid() "
							 "have 74 random bits.  They sort by time together with other ULIDs, and "
							 "gen_ulid() and gen_monotonic_ulid() stay strictly increasing.",
							 &guc_uuidv7,
							 false,
							 PGC_USERSET, 0, NULL, NULL, NULL);
	MarkGUCPrefixReserved("ulid");
	random_buffer_init();
	shared_state_init();

	/*
	 * pg_upgrade LOADs every library of the old cluster into the new server
	 * (in binary-upgrade mode) before it copies the catalog, which keeps the
	 * old major's catalog entries: say in its output what to run afterwards
	 * (src/sql/ulid_after_pg_upgrade.sql, installed beside the scripts).
	 */
#ifndef ULID_PGLITE				/* no pg_upgrade there (nor these symbols) */
	if (IsBinaryUpgrade)
	{
		char		sharepath[MAXPGPATH];

		get_share_path(my_exec_path, sharepath);
		ereport(IsUnderPostmaster ? NOTICE : LOG,
				(errmsg("after pg_upgrade, run psql -f %s/extension/ulid_after_pg_upgrade.sql in every database that has the extension ulid",
						sharepath),
				 errdetail("It adds what this PostgreSQL major supports and an older one did not (btree skip support, PostgreSQL 18+); on a complete catalog it changes nothing.")));
	}
#endif
}
