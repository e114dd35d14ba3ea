/*
 * ulid_ops.c
 *	  What query plans and indexes call on ulid values: the comparison
 *	  operators, the btree comparator, the hash functions, binary send/recv,
 *	  the min/max aggregate support and, on PostgreSQL 18+, btree skip
 *	  support.
 *
 * A ulid has the same 16 bytes, in the same order, as the equal uuid, so
 * every function here gives exactly what uuid's own function gives for those
 * bytes: order is memcmp(), hashes are hash_any() over the 16 bytes (equal to
 * uuid_hash and uuid_hash_extended, which hash partitions and the ulid/uuid
 * hash family rely on), and the wire format is the 16 bytes.  The same C
 * functions serve the ulid/uuid cross-type operators.
 *
 * They are the extension's own C functions, not LANGUAGE internal aliases of
 * uuid's: fmgr finds a C function once per backend and caches it, while an
 * internal-language function whose OID is not built in is looked up by name
 * in the table of every built-in function on each fmgr_info(), i.e. on every
 * executor start of every query that uses a ulid operator or index.
 */
#include "ulid.h"

#include "common/hashfn.h"
#include "libpq/pqformat.h"
#if PG_VERSION_NUM >= 180000
#include "utils/skipsupport.h"
#endif

/*
 * The six comparisons and the btree comparator (also for the ulid/uuid
 * cross-type operators), min/max support, and the hashes of the 16 bytes,
 * equal to uuid_hash / uuid_hash_extended: see ID_BYTES_SUPPORT in ulid.h.
 */
ID_BYTES_SUPPORT(pgulid, ULID_BINARY_LEN)

/* Binary I/O: the 16 bytes as they are, exactly what uuid sends. */
ULID_FUNCTION(pgulid_recv);
Datum
pgulid_recv(PG_FUNCTION_ARGS)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));

	memcpy(result->data, pq_getmsgbytes(buf, ULID_BINARY_LEN), ULID_BINARY_LEN);
	PG_RETURN_ULID_P(result);
}

ULID_FUNCTION(pgulid_send);
Datum
pgulid_send(PG_FUNCTION_ARGS)
{
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendbytes(&buf, (const char *) PG_GETARG_ULID_P(0)->data, ULID_BINARY_LEN);
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/*
 * The same 16 bytes under the other type: ulid_to_uuid() and ulid_from_uuid(),
 * the function forms (pgx_ulid's names) of the binary-coercible casts between
 * ulid and uuid, which need no function themselves.
 */
ULID_FUNCTION(pgulid_same_bytes);
Datum
pgulid_same_bytes(PG_FUNCTION_ARGS)
{
	PG_RETURN_DATUM(PG_GETARG_DATUM(0));
}

/*
 * btree skip support (PostgreSQL 18+): lets a skip scan step from one
 * possible ulid to the next (or previous) one, as uuid's does, instead of
 * probing the index for the next existing value.  The opclass references
 * ulid_skipsupport only on 18+; before that the function only exists.
 */
#if PG_VERSION_NUM >= 180000
/*
 * The next (up) or previous value of a by-reference id type of len bytes
 * ordered by its bytes (ulid, baseuid): a len-byte increment or decrement.
 */
Datum
id_skip_step(Datum existing, int len, bool *overflow, bool up)
{
	uint8	   *result = (uint8 *) palloc(len);
	const uint8 limit = up ? 0xFF : 0x00;
	int			i;

	memcpy(result, DatumGetPointer(existing), len);
	for (i = len - 1; i >= 0 && result[i] == limit; i--)
		result[i] = up ? 0x00 : 0xFF;
	if (i < 0)
	{
		/* already the highest (lowest) value: nothing comes after (before) it */
		pfree(result);
		*overflow = true;
		return (Datum) 0;
	}
	result[i] += up ? 1 : -1;
	*overflow = false;
	return PointerGetDatum(result);
}

static Datum
ulid_decrement(Relation rel, Datum existing, bool *underflow)
{
	return id_skip_step(existing, ULID_BINARY_LEN, underflow, false);
}

static Datum
ulid_increment(Relation rel, Datum existing, bool *overflow)
{
	return id_skip_step(existing, ULID_BINARY_LEN, overflow, true);
}
#endif

ULID_FUNCTION(pgulid_skipsupport);
Datum
pgulid_skipsupport(PG_FUNCTION_ARGS)
{
#if PG_VERSION_NUM >= 180000
	SkipSupport sksup = (SkipSupport) PG_GETARG_POINTER(0);
	pg_ulid    *lowest = (pg_ulid *) palloc0(sizeof(pg_ulid));
	pg_ulid    *highest = (pg_ulid *) palloc(sizeof(pg_ulid));

	memset(highest->data, 0xFF, ULID_BINARY_LEN);
	sksup->decrement = ulid_decrement;
	sksup->increment = ulid_increment;
	sksup->low_elem = UlidPGetDatum(lowest);
	sksup->high_elem = UlidPGetDatum(highest);
	PG_RETURN_VOID();
#else
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("btree skip support requires PostgreSQL 18 or later")));
	PG_RETURN_VOID();			/* keep compiler quiet */
#endif
}
