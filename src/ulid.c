/*
 * ulid.c
 *	  The ulid type: text input and output, what query plans and indexes call
 *	  (comparisons, hashes, binary send/recv, min/max support, sort and skip
 *	  support), and the conversions to timestamps, bytea and text.
 *
 * The codec itself is the C++ core (src/core/ulid.cpp); this file turns its
 * status codes into PostgreSQL errors, softly on PostgreSQL 16+ so that
 * pg_input_is_valid() and COPY ... ON_ERROR work.
 *
 * A ulid has the same 16 bytes, in the same order, as the equal uuid, so
 * every function that plans and indexes call gives exactly what uuid's own
 * function gives for those bytes: order is memcmp(), hashes are hash_any()
 * over the 16 bytes (equal to uuid_hash and uuid_hash_extended, which hash
 * partitions and the ulid/uuid hash family rely on), and the wire format is
 * the 16 bytes.  The same C functions serve the ulid/uuid cross-type
 * operators.
 *
 * They are the extension's own C functions, not LANGUAGE internal aliases of
 * uuid's: fmgr finds a C function once per backend and caches it, while an
 * internal-language function whose OID is not built in is looked up by name
 * in the table of every built-in function on each fmgr_info(), i.e. on every
 * executor start of every query that uses a ulid operator or index.
 *
 * A ULID's timestamp is Unix milliseconds, UTC.  timestamptz and timestamp
 * are both microseconds since 2000-01-01; a timestamp (without time zone) is
 * read and written as UTC, so no conversion here depends on TimeZone.
 */
#include "ulid.h"

#include "common/hashfn.h"

/*
 * What the kit needs to know of ulid.  Its text input is the core's
 * ulid_core_decode_text: 26 Crockford base32 characters, or one of uuid's
 * textual forms.
 */
static const KitBytesType ulid_type = {
	.kind = ID_ULID,
	.len = ULID_BINARY_LEN,
	.text_len = ULID_TEXT_LEN,
	.abbrev_trace = "ulid_abbrev",
	.decode = ulid_core_decode_text,
	.encode = ulid_core_encode,
};

/*
 * Text and binary I/O, the six comparisons and the btree comparator (also
 * for the ulid/uuid cross-type operators), min/max support, the hashes of
 * the 16 bytes (equal to uuid_hash / uuid_hash_extended), the bytea and text
 * casts, ulid_is_valid(text), sort support (abbreviated keys, abandoned only
 * when practically all equal) and btree skip support on 18+ (a 16-byte
 * increment, as uuid's): ID_BYTES_TYPE in kit.h.
 */
ID_BYTES_TYPE(pgulid, &ulid_type, ULID_BINARY_LEN)

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
 * Time
 */

/* Unix milliseconds -> PostgreSQL timestamp (always in range: year <= 10889) */
static inline TimestampTz
ms_to_timestamp(uint64 ms)
{
	return ((int64) ms - ULID_PG_EPOCH_MS) * 1000;
}

/* ulid_timestamp(ulid) -> timestamptz, also ulid::timestamp (as UTC) */
ULID_FUNCTION(pgulid_timestamp);
Datum
pgulid_timestamp(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);

	PG_RETURN_TIMESTAMPTZ(ms_to_timestamp(ulid_core_time_ms(value->data)));
}

/*
 * ulid_is_uuidv7(ulid): whether the 16 bytes are a valid UUIDv7 (version
 * nibble 7, variant 10), as the generators make them with ulid.uuidv7 on.
 */
ULID_FUNCTION(pgulid_is_uuidv7);
Datum
pgulid_is_uuidv7(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);

	PG_RETURN_BOOL(ulid_core_is_uuidv7(value->data));
}

/*
 * ulid_partition_time(ulid) -> timestamptz: the ULID's millisecond, plus one
 * microsecond unless the ULID is the lowest of its millisecond (random part
 * all zeros).  A partitioning function for TimescaleDB: its chunk bounds are
 * whole milliseconds, so every id of a millisecond lands in one chunk, and a
 * comparison constant never maps onto a chunk bound unless it is the lowest
 * id of that millisecond, where "id < X" and "id >= X" mean exactly "earlier
 * than" and "at or after" that millisecond.  TimescaleDB's rewrite of
 * "id < X" as "f(id) < f(X)" and its dropping of "id >= X" on chunks it
 * believes fully covered are then exact (see README, "TimescaleDB").
 */
ULID_FUNCTION(pgulid_partition_time);
Datum
pgulid_partition_time(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);
	bool		lowest = true;

	for (int i = ULID_TIME_LEN; i < ULID_TIME_LEN + ULID_RANDOM_LEN; i++)
		if (value->data[i] != 0)
			lowest = false;
	PG_RETURN_TIMESTAMPTZ(ms_to_timestamp(ulid_core_time_ms(value->data)) + (lowest ? 0 : 1));
}

static pg_ulid *
ulid_bound(TimestampTz ts, const uint8 *random)
{
	pg_ulid    *result;
	uint64		ms;

	if (!ulid_timestamptz_to_ms(ts, &ms))
		kit_report_time_range(ID_ULID, ts);
	result = (pg_ulid *) palloc(sizeof(pg_ulid));
	ulid_core_from_time(ms, random, result->data);
	return result;
}

/*
 * ulid_min(timestamptz): the lowest ULID of that millisecond (random part all
 * zeros); also timestamptz::ulid, and timestamp::ulid (as UTC).
 */
ULID_FUNCTION(pgulid_min_at);
Datum
pgulid_min_at(PG_FUNCTION_ARGS)
{
	PG_RETURN_ULID_P(ulid_bound(PG_GETARG_TIMESTAMPTZ(0), NULL));
}

/* ulid_max(timestamptz): the highest ULID of that millisecond */
ULID_FUNCTION(pgulid_max_at);
Datum
pgulid_max_at(PG_FUNCTION_ARGS)
{
	static const uint8 all_ones[ULID_RANDOM_LEN] = {
		0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF
	};

	PG_RETURN_ULID_P(ulid_bound(PG_GETARG_TIMESTAMPTZ(0), all_ones));
}
