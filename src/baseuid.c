/*
 * baseuid.c
 *	  The baseuid type: 120-bit BaseUIDs, 15 bytes, ordered base64 text.
 *
 * Everything PostgreSQL calls on a baseuid: text and binary I/O, the
 * comparisons, btree (sort and skip support) and hash support, the casts
 * (uuid, bytea, timestamptz, text), the time functions and the min/max
 * aggregate support; the generators are in baseuid_gen.c.  The codec, the
 * time field, the uuid form and the generator state machine are the C++ core
 * (src/core/baseuid.cpp); this file calls the core and raises errors after
 * it returned.
 *
 * Order is memcmp() over the 15 bytes, which is also the order of the text
 * in the C collation and the order of the time field.
 */
#include "baseuid.h"

#include "common/hashfn.h"
#include "common/int.h"
#include "utils/builtins.h"
#include "utils/uuid.h"


/* What the kit needs to know of baseuid (kit.h). */
static const KitBytesType baseuid_type = {
	.kind = ID_BASEUID,
	.len = BASEUID_BINARY_LEN,
	.text_len = BASEUID_TEXT_LEN,
	.abbrev_trace = "baseuid_abbrev",
	.decode = baseuid_core_decode,
	.encode = baseuid_core_encode,
};

/*
 * Text and binary I/O (the 15 bytes), the comparisons (memcmp of the 15
 * bytes), the btree comparator, min/max support, the hashes (hash_any of the
 * 15 bytes), the bytea and text casts, baseuid_is_valid(text), sort support
 * (ulid's abbreviation of the first 8 bytes, the 48-bit tick and the top 16
 * random bits, with ulid's abort rule) and btree skip support on 18+ (a
 * 15-byte increment): ID_BYTES_TYPE in kit.h, shared with ulid.
 */
ID_BYTES_TYPE(pgulid_baseuid, &baseuid_type, BASEUID_BINARY_LEN)

/* BRIN minmax-multi distance (baseuid_minmax_multi_ops, PostgreSQL 14+) */
ID_KIT_FUNCTION(pgulid_baseuid_brin_distance, &baseuid_type, kit_bytes_brin_distance)

/*
 * Time.  The time field counts ticks of 32.768 us (2^15 ns) since the Unix
 * epoch; a timestamptz is microseconds since 2000-01-01.
 */

/* The time field of the tick holding ts; raises 22008 outside the range. */
uint64
baseuid_time_of(TimestampTz ts)
{
	int64		us;
	uint64		time;

	if (TIMESTAMP_NOT_FINITE(ts) ||
		pg_add_s64_overflow(ts, BASEUID_PG_EPOCH_US, &us) ||
		baseuid_core_time_from_unix_us(us, &time) != ULID_OK)
		kit_report_time_range(ID_BASEUID, ts);
	return time;
}

/*
 * baseuid_timestamp(baseuid): the start of its tick, truncated to the
 * microsecond (a tick need not start on a whole microsecond).
 */
ULID_FUNCTION(pgulid_baseuid_timestamp);
Datum
pgulid_baseuid_timestamp(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	int64		us = baseuid_core_time_to_unix_us(baseuid_core_time(value->data));

	/* at most 2262-04-11: always a valid timestamptz */
	PG_RETURN_TIMESTAMPTZ(us - BASEUID_PG_EPOCH_US);
}

static pg_baseuid *
baseuid_at(TimestampTz ts, const uint8 *random)
{
	pg_baseuid *result;
	uint64		time = baseuid_time_of(ts);

	result = baseuid_palloc();
	baseuid_core_from_time(time, random, result->data);
	return result;
}

/* baseuid_min(timestamptz), also timestamptz::baseuid: random part all zeros */
ULID_FUNCTION(pgulid_baseuid_min_at);
Datum
pgulid_baseuid_min_at(PG_FUNCTION_ARGS)
{
	PG_RETURN_BASEUID_P(baseuid_at(PG_GETARG_TIMESTAMPTZ(0), NULL));
}

/* baseuid_max(timestamptz): the highest BaseUID of that tick */
ULID_FUNCTION(pgulid_baseuid_max_at);
Datum
pgulid_baseuid_max_at(PG_FUNCTION_ARGS)
{
	static const uint8 all_ones[BASEUID_RANDOM_LEN] = {
		0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF
	};

	PG_RETURN_BASEUID_P(baseuid_at(PG_GETARG_TIMESTAMPTZ(0), all_ones));
}

/*
 * Casts: uuid (the UUIDv8 form)
 */

ULID_FUNCTION(pgulid_baseuid_to_uuid);
Datum
pgulid_baseuid_to_uuid(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	pg_uuid_t  *result = (pg_uuid_t *) palloc(sizeof(pg_uuid_t));

	StaticAssertStmt(UUID_LEN == BASEUID_UUID_LEN, "uuid is 16 bytes");
	baseuid_core_to_uuid(value->data, result->data);
	PG_RETURN_UUID_P(result);
}

ULID_FUNCTION(pgulid_baseuid_from_uuid);
Datum
pgulid_baseuid_from_uuid(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *u = PG_GETARG_UUID_P(0);
	pg_baseuid *result = baseuid_palloc();
	int			version;

	if (likely(baseuid_core_from_uuid(u->data, result->data) == ULID_OK))
		PG_RETURN_BASEUID_P(result);

	/* say which of the fixed bits is wrong */
	version = u->data[6] >> 4;
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("uuid \"%s\" is not a BaseUID",
					DatumGetCString(DirectFunctionCall1(uuid_out, UUIDPGetDatum(u)))),
			 version != 8 ?
			 errdetail("Its version is %d; a BaseUID as a uuid has version 8.", version) :
			 (u->data[8] >> 6) != 2 ?
			 errdetail("Its variant bits are not those of RFC 9562 (10), as in a BaseUID as a uuid.") :
			 errdetail("Its last two bits are not zero, as they are in a BaseUID as a uuid."),
			 errhint("A uuid converts to baseuid only in the UUIDv8 layout that baseuid::uuid produces.")));
	PG_RETURN_NULL();			/* keep compiler quiet */
}
