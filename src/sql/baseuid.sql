--
-- baseuid: the 120-bit BaseUID type
--
-- 15 bytes: a 48-bit time field (Unix nanoseconds >> 15, ticks of 32.768 us)
-- and 72 random bits; text is 20 characters of the ordered base64 alphabet
-- -0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz, so byte
-- order = text order in the C collation = time order.  Every function is the
-- extension's own C function (src/baseuid.c).
--

CREATE TYPE baseuid;

CREATE FUNCTION baseuid_in(pg_catalog.cstring) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_in' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_in(pg_catalog.cstring) IS 'text input of baseuid: 20 characters of the ordered base64 alphabet (case-sensitive)';
CREATE FUNCTION baseuid_out(baseuid) RETURNS pg_catalog.cstring
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_out' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_out(baseuid) IS 'text output of baseuid: 20 characters of the ordered base64 alphabet';
CREATE FUNCTION baseuid_recv(pg_catalog.internal) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_recv' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_recv(pg_catalog.internal) IS 'binary input of baseuid: 15 bytes, big-endian';
CREATE FUNCTION baseuid_send(baseuid) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_send' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_send(baseuid) IS 'binary output of baseuid: 15 bytes, big-endian';

CREATE TYPE baseuid (
	INPUT = baseuid_in,
	OUTPUT = baseuid_out,
	RECEIVE = baseuid_recv,
	SEND = baseuid_send,
	INTERNALLENGTH = 15,
	ALIGNMENT = char,
	STORAGE = plain,
	CATEGORY = 'U'
);
COMMENT ON TYPE baseuid IS
	'BaseUID: 48-bit time in 32.768 us ticks + 72 random bits, 15 bytes, 20 ordered base64 characters';

--
-- Comparison: memcmp over the 15 bytes.
--

CREATE FUNCTION baseuid_eq(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_eq(baseuid, baseuid) IS 'equal';
CREATE FUNCTION baseuid_ne(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_ne(baseuid, baseuid) IS 'not equal';
CREATE FUNCTION baseuid_lt(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_lt(baseuid, baseuid) IS 'less than';
CREATE FUNCTION baseuid_le(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_le(baseuid, baseuid) IS 'less than or equal';
CREATE FUNCTION baseuid_gt(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_gt(baseuid, baseuid) IS 'greater than';
CREATE FUNCTION baseuid_ge(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_ge(baseuid, baseuid) IS 'greater than or equal';
CREATE FUNCTION baseuid_cmp(baseuid, baseuid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_cmp(baseuid, baseuid) IS 'less-equal-greater: negative, zero or positive (byte order = C-collation text order = time order)';

CREATE FUNCTION baseuid_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_sortsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_sortsupport(pg_catalog.internal) IS 'sort support: abbreviated keys from the first 8 bytes (ulid''s abort rule)';
CREATE FUNCTION baseuid_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_skipsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_skipsupport(pg_catalog.internal) IS 'btree skip support (PostgreSQL 18+): the next and previous possible baseuid';
CREATE FUNCTION baseuid_hash(baseuid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_hash' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_hash(baseuid) IS 'hash of the 15 bytes';
CREATE FUNCTION baseuid_hash_extended(baseuid, pg_catalog.int8) RETURNS pg_catalog.int8
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_hash_extended' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_hash_extended(baseuid, pg_catalog.int8) IS '64-bit seeded hash of the 15 bytes, for hash partitioning';

CREATE OPERATOR = (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (baseuid, baseuid) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (baseuid, baseuid) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (baseuid, baseuid) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (baseuid, baseuid) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (baseuid, baseuid) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (baseuid, baseuid) IS 'greater than or equal';

CREATE OPERATOR CLASS baseuid_ops
	DEFAULT FOR TYPE baseuid USING btree AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 baseuid_cmp(baseuid, baseuid),
	FUNCTION 2 baseuid_sortsupport(pg_catalog.internal),
	FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);
COMMENT ON OPERATOR CLASS baseuid_ops USING btree IS
	'default btree operator class for baseuid (byte order = time order)';
COMMENT ON OPERATOR FAMILY baseuid_ops USING btree IS 'btree operators for baseuid';

CREATE OPERATOR CLASS baseuid_ops
	DEFAULT FOR TYPE baseuid USING hash AS
	OPERATOR 1 = ,
	FUNCTION 1 baseuid_hash(baseuid),
	FUNCTION 2 baseuid_hash_extended(baseuid, pg_catalog.int8);
COMMENT ON OPERATOR CLASS baseuid_ops USING hash IS 'default hash operator class for baseuid';
COMMENT ON OPERATOR FAMILY baseuid_ops USING hash IS 'hash operators for baseuid';

-- Skip scan (PostgreSQL 18+) steps through possible baseuids with support
-- function 6 (a 15-byte increment and decrement): added on servers that have
-- it by ulid_after_pg_upgrade.sql, which ends this script.

-- BRIN: ids follow insertion time, so block ranges hold narrow ranges of ids.
CREATE OPERATOR CLASS baseuid_minmax_ops
	DEFAULT FOR TYPE baseuid USING brin AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 pg_catalog.brin_minmax_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_minmax_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_minmax_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 4 pg_catalog.brin_minmax_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal);
COMMENT ON OPERATOR CLASS baseuid_minmax_ops USING brin IS 'BRIN minmax operator class for baseuid (default)';
COMMENT ON OPERATOR FAMILY baseuid_minmax_ops USING brin IS 'BRIN minmax operators for baseuid';

-- minmax-multi and bloom: the distance of two BaseUIDs for minmax-multi is
-- our own C function (no built-in reads 15 bytes).
CREATE FUNCTION baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal) RETURNS pg_catalog.float8
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_brin_distance' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal) IS 'BRIN minmax-multi support: the distance between two BaseUIDs (their difference as a fraction of the whole range)';

CREATE OPERATOR CLASS baseuid_minmax_multi_ops
	FOR TYPE baseuid USING brin AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 pg_catalog.brin_minmax_multi_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_minmax_multi_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_minmax_multi_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
	FUNCTION 4 pg_catalog.brin_minmax_multi_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 5 pg_catalog.brin_minmax_multi_options(pg_catalog.internal),
	FUNCTION 11 baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal);
COMMENT ON OPERATOR CLASS baseuid_minmax_multi_ops USING brin IS 'BRIN minmax-multi operator class for baseuid';
COMMENT ON OPERATOR FAMILY baseuid_minmax_multi_ops USING brin IS 'BRIN minmax-multi operators for baseuid';

CREATE OPERATOR CLASS baseuid_bloom_ops
	FOR TYPE baseuid USING brin AS
	OPERATOR 1 = ,
	FUNCTION 1 pg_catalog.brin_bloom_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_bloom_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_bloom_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
	FUNCTION 4 pg_catalog.brin_bloom_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 5 pg_catalog.brin_bloom_options(pg_catalog.internal),
	FUNCTION 11 baseuid_hash(baseuid);
COMMENT ON OPERATOR CLASS baseuid_bloom_ops USING brin IS 'BRIN bloom operator class for baseuid (equality only)';
COMMENT ON OPERATOR FAMILY baseuid_bloom_ops USING brin IS 'BRIN bloom operators for baseuid';

--
-- Generators
--

CREATE FUNCTION gen_baseuid() RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gen' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION gen_baseuid() IS 'a new BaseUID for the current 32.768 us tick, strictly greater than the previous one generated by this session';
CREATE FUNCTION gen_baseuid(pg_catalog.timestamptz) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gen_at' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_baseuid(pg_catalog.timestamptz) IS 'a new BaseUID for the tick of the given time with 72 fresh random bits';
CREATE FUNCTION gen_random_baseuid() RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gen_random' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_random_baseuid() IS 'a new BaseUID for the current tick with 72 fresh random bits (not monotonic)';

--
-- Time: the tick of a BaseUID, and BaseUIDs bounding a tick.
--

CREATE FUNCTION baseuid_timestamp(baseuid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_timestamp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_timestamp(baseuid) IS 'the creation time of a BaseUID: the start of its 32.768 us tick, truncated to the microsecond';
CREATE FUNCTION baseuid_min(pg_catalog.timestamptz) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_min_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_min(pg_catalog.timestamptz) IS 'the lowest BaseUID of the tick holding the given time (random part all zeros)';
CREATE FUNCTION baseuid_max(pg_catalog.timestamptz) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_max_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_max(pg_catalog.timestamptz) IS 'the highest BaseUID of the tick holding the given time (random part all ones)';

CREATE CAST (baseuid AS pg_catalog.timestamptz) WITH FUNCTION baseuid_timestamp(baseuid);
COMMENT ON CAST (baseuid AS pg_catalog.timestamptz) IS 'the creation time of the BaseUID (start of its tick)';
CREATE CAST (pg_catalog.timestamptz AS baseuid) WITH FUNCTION baseuid_min(pg_catalog.timestamptz);
COMMENT ON CAST (pg_catalog.timestamptz AS baseuid) IS 'the lowest BaseUID of that 32.768 us tick';

--
-- Time predicates: baseuid <op> timestamptz and timestamptz <op> baseuid, for <, <=, >
-- and >= (and so BETWEEN), mean exactly baseuid_timestamp(id) <op> X.  How < and
-- >= belong to the operator families and what the support function does:
-- src/time_predicates.c.
--

CREATE FUNCTION baseuid_time_support(pg_catalog.internal) RETURNS pg_catalog.internal
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_time_support' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_time_support(pg_catalog.internal) IS 'planner support of baseuid <op> timestamptz (SupportRequestSimplify): a constant X makes one comparison of the id with a constant id; a run-time X makes > and <= into >= and < with ulid_time_next(X); < and >= with a run-time X stay, as members of the btree and BRIN minmax families';
CREATE FUNCTION baseuid_lt_timestamptz(baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_lt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT baseuid_time_support;
COMMENT ON FUNCTION baseuid_lt_timestamptz(baseuid, pg_catalog.timestamptz) IS 'the time of the BaseUID is earlier than the timestamp (baseuid_timestamp(id) < X)';
CREATE FUNCTION baseuid_le_timestamptz(baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_le_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT baseuid_time_support;
COMMENT ON FUNCTION baseuid_le_timestamptz(baseuid, pg_catalog.timestamptz) IS 'the time of the BaseUID is at or before the timestamp (baseuid_timestamp(id) <= X)';
CREATE FUNCTION baseuid_gt_timestamptz(baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT baseuid_time_support;
COMMENT ON FUNCTION baseuid_gt_timestamptz(baseuid, pg_catalog.timestamptz) IS 'the time of the BaseUID is later than the timestamp (baseuid_timestamp(id) > X)';
CREATE FUNCTION baseuid_ge_timestamptz(baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_ge_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT baseuid_time_support;
COMMENT ON FUNCTION baseuid_ge_timestamptz(baseuid, pg_catalog.timestamptz) IS 'the time of the BaseUID is at or after the timestamp (baseuid_timestamp(id) >= X)';
CREATE FUNCTION timestamptz_lt_baseuid(pg_catalog.timestamptz, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_timestamptz_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT baseuid_time_support;
COMMENT ON FUNCTION timestamptz_lt_baseuid(pg_catalog.timestamptz, baseuid) IS 'the time of the BaseUID is later than the timestamp (X < baseuid_timestamp(id))';
CREATE FUNCTION timestamptz_le_baseuid(pg_catalog.timestamptz, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_timestamptz_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT baseuid_time_support;
COMMENT ON FUNCTION timestamptz_le_baseuid(pg_catalog.timestamptz, baseuid) IS 'the time of the BaseUID is at or after the timestamp (X <= baseuid_timestamp(id))';
CREATE FUNCTION timestamptz_gt_baseuid(pg_catalog.timestamptz, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_timestamptz_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT baseuid_time_support;
COMMENT ON FUNCTION timestamptz_gt_baseuid(pg_catalog.timestamptz, baseuid) IS 'the time of the BaseUID is earlier than the timestamp (X > baseuid_timestamp(id))';
CREATE FUNCTION timestamptz_ge_baseuid(pg_catalog.timestamptz, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_timestamptz_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT baseuid_time_support;
COMMENT ON FUNCTION timestamptz_ge_baseuid(pg_catalog.timestamptz, baseuid) IS 'the time of the BaseUID is at or before the timestamp (X >= baseuid_timestamp(id))';

CREATE OPERATOR < (
	LEFTARG = baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = baseuid_lt_timestamptz,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (baseuid, pg_catalog.timestamptz) IS 'the time of the BaseUID is earlier than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = baseuid_le_timestamptz,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (baseuid, pg_catalog.timestamptz) IS 'the time of the BaseUID is at or before the timestamp';
CREATE OPERATOR > (
	LEFTARG = baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = baseuid_gt_timestamptz,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (baseuid, pg_catalog.timestamptz) IS 'the time of the BaseUID is later than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = baseuid_ge_timestamptz,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (baseuid, pg_catalog.timestamptz) IS 'the time of the BaseUID is at or after the timestamp';
CREATE OPERATOR < (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = baseuid, FUNCTION = timestamptz_lt_baseuid,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.timestamptz, baseuid) IS 'the time of the BaseUID is later than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = baseuid, FUNCTION = timestamptz_le_baseuid,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.timestamptz, baseuid) IS 'the time of the BaseUID is at or after the timestamp';
CREATE OPERATOR > (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = baseuid, FUNCTION = timestamptz_gt_baseuid,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.timestamptz, baseuid) IS 'the time of the BaseUID is earlier than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = baseuid, FUNCTION = timestamptz_ge_baseuid,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.timestamptz, baseuid) IS 'the time of the BaseUID is at or before the timestamp';
CREATE FUNCTION baseuid_cmp_timestamptz(baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_cmp_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_cmp_timestamptz(baseuid, pg_catalog.timestamptz) IS 'btree order of a BaseUID and a timestamp: -1 when the time of the BaseUID is earlier than the timestamp, else 1 (never 0)';
ALTER OPERATOR FAMILY baseuid_ops USING btree ADD
	OPERATOR 1 < (baseuid, pg_catalog.timestamptz),
	OPERATOR 4 >= (baseuid, pg_catalog.timestamptz),
	FUNCTION 1 (baseuid, pg_catalog.timestamptz) baseuid_cmp_timestamptz(baseuid, pg_catalog.timestamptz),
	OPERATOR 1 pg_catalog.< (pg_catalog.timestamptz, pg_catalog.timestamptz),
	OPERATOR 5 pg_catalog.> (pg_catalog.timestamptz, pg_catalog.timestamptz);
ALTER OPERATOR FAMILY baseuid_minmax_ops USING brin ADD
	OPERATOR 1 < (baseuid, pg_catalog.timestamptz),
	OPERATOR 4 >= (baseuid, pg_catalog.timestamptz);
ALTER OPERATOR FAMILY baseuid_minmax_multi_ops USING brin ADD
	OPERATOR 1 < (baseuid, pg_catalog.timestamptz),
	OPERATOR 4 >= (baseuid, pg_catalog.timestamptz);
--
-- uuid (the UUIDv8 form), bytea and text.  Explicit casts: the uuid form has
-- other bits than the BaseUID, and most uuids have no BaseUID.
--

CREATE FUNCTION baseuid_to_uuid(baseuid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_to_uuid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_to_uuid(baseuid) IS 'the UUIDv8 form of a BaseUID: time, version 8, the first 12 bits of the random field, variant 10, its other 60, 00 (cast baseuid to uuid)';
CREATE FUNCTION baseuid_from_uuid(pg_catalog.uuid) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_from_uuid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_from_uuid(pg_catalog.uuid) IS 'the BaseUID of a uuid in its UUIDv8 form; an error for any other uuid (cast uuid to baseuid)';

CREATE CAST (baseuid AS pg_catalog.uuid) WITH FUNCTION baseuid_to_uuid(baseuid);
COMMENT ON CAST (baseuid AS pg_catalog.uuid) IS 'the UUIDv8 form (same order)';
CREATE CAST (pg_catalog.uuid AS baseuid) WITH FUNCTION baseuid_from_uuid(pg_catalog.uuid);
COMMENT ON CAST (pg_catalog.uuid AS baseuid) IS 'from the UUIDv8 form only';

CREATE FUNCTION baseuid_to_bytea(baseuid) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_to_bytea' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_to_bytea(baseuid) IS 'the 15 bytes of a BaseUID (cast baseuid to bytea)';
CREATE FUNCTION baseuid_from_bytea(pg_catalog.bytea) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_from_bytea' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_from_bytea(pg_catalog.bytea) IS 'a BaseUID from exactly 15 bytes (cast bytea to baseuid)';

CREATE CAST (baseuid AS pg_catalog.bytea) WITH FUNCTION baseuid_to_bytea(baseuid);
COMMENT ON CAST (baseuid AS pg_catalog.bytea) IS 'the 15 bytes';
CREATE CAST (pg_catalog.bytea AS baseuid) WITH FUNCTION baseuid_from_bytea(pg_catalog.bytea);
COMMENT ON CAST (pg_catalog.bytea AS baseuid) IS 'exactly 15 bytes';

-- Direct text casts, faster than the I/O conversions they replace; to text it
-- stays an assignment cast, as I/O conversions to string types are.
CREATE FUNCTION baseuid_to_text(baseuid) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_to_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_to_text(baseuid) IS 'the 20-character text of a BaseUID (cast baseuid to text)';
CREATE FUNCTION baseuid_from_text(pg_catalog.text) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_from_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_from_text(pg_catalog.text) IS 'parse a BaseUID, with the errors of baseuid input (cast text to baseuid)';

CREATE CAST (baseuid AS pg_catalog.text) WITH FUNCTION baseuid_to_text(baseuid) AS ASSIGNMENT;
COMMENT ON CAST (baseuid AS pg_catalog.text) IS '20-character text';
CREATE CAST (pg_catalog.text AS baseuid) WITH FUNCTION baseuid_from_text(pg_catalog.text);
COMMENT ON CAST (pg_catalog.text AS baseuid) IS 'parse 20 ordered base64 characters';

CREATE FUNCTION baseuid_is_valid(pg_catalog.text) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_is_valid(pg_catalog.text) IS 'whether the text is a valid BaseUID (never raises an error)';

--
-- Aggregates
--

CREATE FUNCTION baseuid_smaller(baseuid, baseuid) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_smaller' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_smaller(baseuid, baseuid) IS 'the smaller of two BaseUIDs';
CREATE FUNCTION baseuid_larger(baseuid, baseuid) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_larger' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_larger(baseuid, baseuid) IS 'the larger of two BaseUIDs';

CREATE AGGREGATE min(baseuid) (
	SFUNC = baseuid_smaller, STYPE = baseuid, COMBINEFUNC = baseuid_smaller,
	SORTOP = <, PARALLEL = SAFE
);
COMMENT ON AGGREGATE min(baseuid) IS 'the smallest (oldest) BaseUID';
CREATE AGGREGATE max(baseuid) (
	SFUNC = baseuid_larger, STYPE = baseuid, COMBINEFUNC = baseuid_larger,
	SORTOP = >, PARALLEL = SAFE
);
COMMENT ON AGGREGATE max(baseuid) IS 'the largest (newest) BaseUID';

