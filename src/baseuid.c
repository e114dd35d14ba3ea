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
#include "utils/sortsupport.h"
#include "utils/uuid.h"
#if PG_VERSION_NUM >= 160000
#include "varatt.h"
#endif


/*
 * Text
 */

/*
 * baseuid's text input: 20 characters of the ordered base64 alphabet (case
 * matters).  Bad input is a soft error on PostgreSQL 16+.
 */
SQL_FUNCTION(pgulid_baseuid_in);
Datum
pgulid_baseuid_in(PG_FUNCTION_ARGS)
{
	char	   *str = PG_GETARG_CSTRING(0);
	pg_baseuid *result = baseuid_palloc();
	size_t		pos = 0;
	core_status st = baseuid_core_decode(str, strlen(str), result->data, &pos);

	/* the core has returned: errors may be raised from here on */
	if (unlikely(st != CORE_OK))
		report_input_error(fcinfo, CORE_TYPE_BASEUID, str, st, pos);
	/* after a soft error the caller ignores the result, as with uuid_in */
	PG_RETURN_BASEUID_P(result);
}

SQL_FUNCTION(pgulid_baseuid_out);
Datum
pgulid_baseuid_out(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	char	   *result = (char *) palloc(BASEUID_TEXT_LEN + 1);

	baseuid_core_encode(value->data, result);
	result[BASEUID_TEXT_LEN] = '\0';
	PG_RETURN_CSTRING(result);
}

/* baseuid::text, without the cstring of an I/O conversion */
SQL_FUNCTION(pgulid_baseuid_to_text);
Datum
pgulid_baseuid_to_text(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	text	   *result = (text *) palloc(VARHDRSZ + BASEUID_TEXT_LEN);

	SET_VARSIZE(result, VARHDRSZ + BASEUID_TEXT_LEN);
	baseuid_core_encode(value->data, VARDATA(result));
	PG_RETURN_TEXT_P(result);
}

/*
 * text::baseuid, decoded straight from the text datum; on bad input the
 * errors of baseuid_in, which reads it again.
 */
SQL_FUNCTION(pgulid_baseuid_from_text);
Datum
pgulid_baseuid_from_text(PG_FUNCTION_ARGS)
{
	text	   *txt = PG_GETARG_TEXT_PP(0);
	pg_baseuid *result = baseuid_palloc();

	if (likely(baseuid_core_decode(VARDATA_ANY(txt), VARSIZE_ANY_EXHDR(txt), result->data,
								   NULL) == CORE_OK))
		PG_RETURN_BASEUID_P(result);
	return DirectFunctionCall1(pgulid_baseuid_in, CStringGetDatum(text_to_cstring(txt)));
}

/* baseuid_is_valid(text): whether baseuid_in accepts the text; never raises */
SQL_FUNCTION(pgulid_baseuid_is_valid);
Datum
pgulid_baseuid_is_valid(PG_FUNCTION_ARGS)
{
	text	   *txt = PG_GETARG_TEXT_PP(0);
	pg_baseuid	scratch;

	PG_RETURN_BOOL(baseuid_core_decode(VARDATA_ANY(txt), VARSIZE_ANY_EXHDR(txt), scratch.data,
									   NULL) == CORE_OK);
}

/*
 * Binary I/O and the bytea casts: the 15 bytes (bytes.c)
 */

SQL_FUNCTION(pgulid_baseuid_recv);
Datum
pgulid_baseuid_recv(PG_FUNCTION_ARGS)
{
	return bytes_recv(fcinfo, BASEUID_BINARY_LEN);
}

SQL_FUNCTION(pgulid_baseuid_send);
Datum
pgulid_baseuid_send(PG_FUNCTION_ARGS)
{
	return bytes_send(fcinfo, BASEUID_BINARY_LEN);
}

SQL_FUNCTION(pgulid_baseuid_to_bytea);
Datum
pgulid_baseuid_to_bytea(PG_FUNCTION_ARGS)
{
	return bytes_to_bytea(fcinfo, BASEUID_BINARY_LEN);
}

/* bytea::baseuid: exactly 15 bytes */
SQL_FUNCTION(pgulid_baseuid_from_bytea);
Datum
pgulid_baseuid_from_bytea(PG_FUNCTION_ARGS)
{
	return bytes_from_bytea(fcinfo, CORE_TYPE_BASEUID, BASEUID_BINARY_LEN);
}

/*
 * Comparisons: the order of the 15 bytes
 */

static inline int
baseuid_internal_cmp(const pg_baseuid *a, const pg_baseuid *b)
{
	return memcmp(a->data, b->data, BASEUID_BINARY_LEN);
}

SQL_FUNCTION(pgulid_baseuid_eq);
Datum
pgulid_baseuid_eq(PG_FUNCTION_ARGS)
{
	int			cmp = baseuid_internal_cmp(PG_GETARG_BASEUID_P(0), PG_GETARG_BASEUID_P(1));

	PG_RETURN_BOOL(cmp == 0);
}

SQL_FUNCTION(pgulid_baseuid_ne);
Datum
pgulid_baseuid_ne(PG_FUNCTION_ARGS)
{
	int			cmp = baseuid_internal_cmp(PG_GETARG_BASEUID_P(0), PG_GETARG_BASEUID_P(1));

	PG_RETURN_BOOL(cmp != 0);
}

SQL_FUNCTION(pgulid_baseuid_lt);
Datum
pgulid_baseuid_lt(PG_FUNCTION_ARGS)
{
	int			cmp = baseuid_internal_cmp(PG_GETARG_BASEUID_P(0), PG_GETARG_BASEUID_P(1));

	PG_RETURN_BOOL(cmp < 0);
}

SQL_FUNCTION(pgulid_baseuid_le);
Datum
pgulid_baseuid_le(PG_FUNCTION_ARGS)
{
	int			cmp = baseuid_internal_cmp(PG_GETARG_BASEUID_P(0), PG_GETARG_BASEUID_P(1));

	PG_RETURN_BOOL(cmp <= 0);
}

SQL_FUNCTION(pgulid_baseuid_gt);
Datum
pgulid_baseuid_gt(PG_FUNCTION_ARGS)
{
	int			cmp = baseuid_internal_cmp(PG_GETARG_BASEUID_P(0), PG_GETARG_BASEUID_P(1));

	PG_RETURN_BOOL(cmp > 0);
}

SQL_FUNCTION(pgulid_baseuid_ge);
Datum
pgulid_baseuid_ge(PG_FUNCTION_ARGS)
{
	int			cmp = baseuid_internal_cmp(PG_GETARG_BASEUID_P(0), PG_GETARG_BASEUID_P(1));

	PG_RETURN_BOOL(cmp >= 0);
}

/* btree support 1 */
SQL_FUNCTION(pgulid_baseuid_cmp);
Datum
pgulid_baseuid_cmp(PG_FUNCTION_ARGS)
{
	pg_baseuid *a = PG_GETARG_BASEUID_P(0);
	pg_baseuid *b = PG_GETARG_BASEUID_P(1);

	PG_RETURN_INT32(baseuid_internal_cmp(a, b));
}

/* min(baseuid) and max(baseuid) */
SQL_FUNCTION(pgulid_baseuid_smaller);
Datum
pgulid_baseuid_smaller(PG_FUNCTION_ARGS)
{
	pg_baseuid *a = PG_GETARG_BASEUID_P(0);
	pg_baseuid *b = PG_GETARG_BASEUID_P(1);

	PG_RETURN_BASEUID_P(baseuid_internal_cmp(a, b) <= 0 ? a : b);
}

SQL_FUNCTION(pgulid_baseuid_larger);
Datum
pgulid_baseuid_larger(PG_FUNCTION_ARGS)
{
	pg_baseuid *a = PG_GETARG_BASEUID_P(0);
	pg_baseuid *b = PG_GETARG_BASEUID_P(1);

	PG_RETURN_BASEUID_P(baseuid_internal_cmp(a, b) >= 0 ? a : b);
}

/*
 * btree support 2: sort support.  The first 8 bytes are the 48-bit tick and
 * the top 16 random bits, grouped by a monotonic generator as a ULID's are:
 * ulid's abbreviation and abort rule (sortsupport.c).
 */
static int
baseuid_fast_cmp(Datum x, Datum y, SortSupport ssup)
{
	return baseuid_internal_cmp(DatumGetBaseuidP(x), DatumGetBaseuidP(y));
}

SQL_FUNCTION(pgulid_baseuid_sortsupport);
Datum
pgulid_baseuid_sortsupport(PG_FUNCTION_ARGS)
{
	sortsupport_init((SortSupport) PG_GETARG_POINTER(0), baseuid_fast_cmp, "baseuid_abbrev");
	PG_RETURN_VOID();
}

/* btree skip support (PostgreSQL 18+): a 15-byte increment */
static Datum
baseuid_decrement(struct RelationData *rel, Datum existing, bool *underflow)
{
	return bytes_skip_step(existing, BASEUID_BINARY_LEN, underflow, false);
}

static Datum
baseuid_increment(struct RelationData *rel, Datum existing, bool *overflow)
{
	return bytes_skip_step(existing, BASEUID_BINARY_LEN, overflow, true);
}

SQL_FUNCTION(pgulid_baseuid_skipsupport);
Datum
pgulid_baseuid_skipsupport(PG_FUNCTION_ARGS)
{
	return bytes_skipsupport(fcinfo, BASEUID_BINARY_LEN, baseuid_decrement, baseuid_increment);
}

/* BRIN minmax-multi distance (baseuid_minmax_multi_ops) */
SQL_FUNCTION(pgulid_baseuid_brin_distance);
Datum
pgulid_baseuid_brin_distance(PG_FUNCTION_ARGS)
{
	return bytes_brin_distance(fcinfo, BASEUID_BINARY_LEN);
}

/* Hashes: hash_any() over the 15 bytes */

SQL_FUNCTION(pgulid_baseuid_hash);
Datum
pgulid_baseuid_hash(PG_FUNCTION_ARGS)
{
	pg_baseuid *key = PG_GETARG_BASEUID_P(0);

	return hash_any(key->data, BASEUID_BINARY_LEN);
}

SQL_FUNCTION(pgulid_baseuid_hash_extended);
Datum
pgulid_baseuid_hash_extended(PG_FUNCTION_ARGS)
{
	pg_baseuid *key = PG_GETARG_BASEUID_P(0);

	return hash_any_extended(key->data, BASEUID_BINARY_LEN, PG_GETARG_INT64(1));
}

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
		baseuid_core_time_from_unix_us(us, &time) != CORE_OK)
		report_time_range(CORE_TYPE_BASEUID, ts);
	return time;
}

/*
 * baseuid_timestamp(baseuid): the start of its tick, truncated to the
 * microsecond (a tick need not start on a whole microsecond).
 */
SQL_FUNCTION(pgulid_baseuid_timestamp);
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
SQL_FUNCTION(pgulid_baseuid_min_at);
Datum
pgulid_baseuid_min_at(PG_FUNCTION_ARGS)
{
	PG_RETURN_BASEUID_P(baseuid_at(PG_GETARG_TIMESTAMPTZ(0), NULL));
}

/* baseuid_max(timestamptz): the highest BaseUID of that tick */
SQL_FUNCTION(pgulid_baseuid_max_at);
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

SQL_FUNCTION(pgulid_baseuid_to_uuid);
Datum
pgulid_baseuid_to_uuid(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	pg_uuid_t  *result = (pg_uuid_t *) palloc(sizeof(pg_uuid_t));

	StaticAssertStmt(UUID_LEN == BASEUID_UUID_LEN, "uuid is 16 bytes");
	baseuid_core_to_uuid(value->data, result->data);
	PG_RETURN_UUID_P(result);
}

SQL_FUNCTION(pgulid_baseuid_from_uuid);
Datum
pgulid_baseuid_from_uuid(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *u = PG_GETARG_UUID_P(0);
	int			version;
	pg_baseuid *result = baseuid_palloc();

	if (likely(baseuid_core_from_uuid(u->data, result->data) == CORE_OK))
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

/*
 * Time predicates (src/time_predicates.c): baseuid <cmp> timestamptz and
 * timestamptz <cmp> baseuid mean exactly baseuid_timestamp(id) <cmp> X, infinities
 * included.  < and >= are in the type's btree and BRIN minmax families (with
 * the comparison below); the support function makes > and <= of them, and
 * a constant X one comparison with a constant id.
 */
#define TIME_OF_ARG(n) (baseuid_core_time_to_unix_us(baseuid_core_time(PG_GETARG_BASEUID_P(n)->data)) - BASEUID_PG_EPOCH_US)

SQL_FUNCTION(pgulid_baseuid_lt_timestamptz);
Datum
pgulid_baseuid_lt_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) < PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_baseuid_le_timestamptz);
Datum
pgulid_baseuid_le_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) <= PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_baseuid_gt_timestamptz);
Datum
pgulid_baseuid_gt_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) > PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_baseuid_ge_timestamptz);
Datum
pgulid_baseuid_ge_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) >= PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_baseuid_timestamptz_lt);
Datum
pgulid_baseuid_timestamptz_lt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) < TIME_OF_ARG(1));
}

SQL_FUNCTION(pgulid_baseuid_timestamptz_le);
Datum
pgulid_baseuid_timestamptz_le(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) <= TIME_OF_ARG(1));
}

SQL_FUNCTION(pgulid_baseuid_timestamptz_gt);
Datum
pgulid_baseuid_timestamptz_gt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) > TIME_OF_ARG(1));
}

SQL_FUNCTION(pgulid_baseuid_timestamptz_ge);
Datum
pgulid_baseuid_timestamptz_ge(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) >= TIME_OF_ARG(1));
}

/*
 * baseuid_cmp_timestamptz(id, X): -1 when the id's time is before X, else 1
 * (never 0).  The btree comparison of the operators < and >= (baseuid,
 * timestamptz) in the type's operator families: X sits between the last id
 * before it and the first id at or after it, so the ids and the timestamps
 * share one order.
 */
SQL_FUNCTION(pgulid_baseuid_cmp_timestamptz);
Datum
pgulid_baseuid_cmp_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(TIME_OF_ARG(0) < PG_GETARG_TIMESTAMPTZ(1) ? -1 : 1);
}

/* The core's bounds as Datums (time_bound_fn) */
static bool
time_first_at_or_after(int64 us, Datum *out)
{
	pg_baseuid *id = baseuid_palloc();

	*out = BaseuidPGetDatum(id);
	return baseuid_core_first_at_or_after(us, id->data);
}

static bool
time_last_before(int64 us, Datum *out)
{
	pg_baseuid *id = baseuid_palloc();

	*out = BaseuidPGetDatum(id);
	return baseuid_core_last_before(us, id->data);
}

/* the planner support function of the operators above */
SQL_FUNCTION(pgulid_baseuid_time_support);
Datum
pgulid_baseuid_time_support(PG_FUNCTION_ARGS)
{
	static const time_predicate_type type = {
		"pgulid_baseuid_", time_first_at_or_after, time_last_before
	};

	return time_predicate_support(fcinfo, &type);
}
