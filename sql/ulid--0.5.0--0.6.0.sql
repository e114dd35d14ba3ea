-- ulid--0.5.0--0.6.0.sql: ALTER EXTENSION ulid UPDATE from 0.5.0 to 0.6.0.
-- Written by hand; it never changes once 0.6.0 is released.

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "ALTER EXTENSION ulid UPDATE TO '0.6.0'" to load this file. \quit

-- 0.6.0: comparisons of an id's time with a timestamp (the same statements as
-- in src/sql/ulid.sql, ulid_flake.sql and baseuid.sql).

--
-- Time predicates: ulid <op> timestamptz and timestamptz <op> ulid, for <, <=, >
-- and >= (and so BETWEEN), mean exactly ulid_timestamp(id) <op> X.  How < and
-- >= belong to the operator families and what the support function does:
-- src/time_predicates.c.
--

CREATE FUNCTION ulid_time_support(pg_catalog.internal) RETURNS pg_catalog.internal
	AS 'MODULE_PATHNAME', 'pgulid_time_support' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_time_support(pg_catalog.internal) IS 'planner support of ulid <op> timestamptz (SupportRequestSimplify): a constant X makes one comparison of the id with a constant id; a run-time X makes > and <= into >= and < with ulid_time_next(X); < and >= with a run-time X stay, as members of the btree and BRIN minmax families';
CREATE FUNCTION ulid_time_next(pg_catalog.timestamptz) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_time_next' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_time_next(pg_catalog.timestamptz) IS 'the first microsecond after the time (an infinity stays itself; after the last finite time comes infinity): id > X is id >= ulid_time_next(X) for every id type';
CREATE FUNCTION ulid_lt_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_lt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION ulid_lt_timestamptz(ulid, pg_catalog.timestamptz) IS 'the time of the ULID is earlier than the timestamp (ulid_timestamp(id) < X)';
CREATE FUNCTION ulid_le_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_le_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION ulid_le_timestamptz(ulid, pg_catalog.timestamptz) IS 'the time of the ULID is at or before the timestamp (ulid_timestamp(id) <= X)';
CREATE FUNCTION ulid_gt_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_gt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION ulid_gt_timestamptz(ulid, pg_catalog.timestamptz) IS 'the time of the ULID is later than the timestamp (ulid_timestamp(id) > X)';
CREATE FUNCTION ulid_ge_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ge_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION ulid_ge_timestamptz(ulid, pg_catalog.timestamptz) IS 'the time of the ULID is at or after the timestamp (ulid_timestamp(id) >= X)';
CREATE FUNCTION timestamptz_lt_ulid(pg_catalog.timestamptz, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_timestamptz_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION timestamptz_lt_ulid(pg_catalog.timestamptz, ulid) IS 'the time of the ULID is later than the timestamp (X < ulid_timestamp(id))';
CREATE FUNCTION timestamptz_le_ulid(pg_catalog.timestamptz, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_timestamptz_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION timestamptz_le_ulid(pg_catalog.timestamptz, ulid) IS 'the time of the ULID is at or after the timestamp (X <= ulid_timestamp(id))';
CREATE FUNCTION timestamptz_gt_ulid(pg_catalog.timestamptz, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_timestamptz_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION timestamptz_gt_ulid(pg_catalog.timestamptz, ulid) IS 'the time of the ULID is earlier than the timestamp (X > ulid_timestamp(id))';
CREATE FUNCTION timestamptz_ge_ulid(pg_catalog.timestamptz, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_timestamptz_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION timestamptz_ge_ulid(pg_catalog.timestamptz, ulid) IS 'the time of the ULID is at or before the timestamp (X >= ulid_timestamp(id))';

CREATE OPERATOR < (
	LEFTARG = ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_lt_timestamptz,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid, pg_catalog.timestamptz) IS 'the time of the ULID is earlier than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_le_timestamptz,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid, pg_catalog.timestamptz) IS 'the time of the ULID is at or before the timestamp';
CREATE OPERATOR > (
	LEFTARG = ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_gt_timestamptz,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid, pg_catalog.timestamptz) IS 'the time of the ULID is later than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_ge_timestamptz,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (ulid, pg_catalog.timestamptz) IS 'the time of the ULID is at or after the timestamp';
CREATE OPERATOR < (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid, FUNCTION = timestamptz_lt_ulid,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.timestamptz, ulid) IS 'the time of the ULID is later than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid, FUNCTION = timestamptz_le_ulid,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.timestamptz, ulid) IS 'the time of the ULID is at or after the timestamp';
CREATE OPERATOR > (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid, FUNCTION = timestamptz_gt_ulid,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.timestamptz, ulid) IS 'the time of the ULID is earlier than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid, FUNCTION = timestamptz_ge_ulid,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.timestamptz, ulid) IS 'the time of the ULID is at or before the timestamp';
CREATE FUNCTION ulid_cmp_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_cmp_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_cmp_timestamptz(ulid, pg_catalog.timestamptz) IS 'btree order of a ULID and a timestamp: -1 when the time of the ULID is earlier than the timestamp, else 1 (never 0)';
ALTER OPERATOR FAMILY ulid_ops USING btree ADD
	OPERATOR 1 < (ulid, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid, pg_catalog.timestamptz),
	FUNCTION 1 (ulid, pg_catalog.timestamptz) ulid_cmp_timestamptz(ulid, pg_catalog.timestamptz),
	OPERATOR 1 pg_catalog.< (pg_catalog.timestamptz, pg_catalog.timestamptz),
	OPERATOR 5 pg_catalog.> (pg_catalog.timestamptz, pg_catalog.timestamptz);
ALTER OPERATOR FAMILY ulid_minmax_ops USING brin ADD
	OPERATOR 1 < (ulid, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid, pg_catalog.timestamptz);
ALTER OPERATOR FAMILY ulid_minmax_multi_ops USING brin ADD
	OPERATOR 1 < (ulid, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid, pg_catalog.timestamptz);

--
-- Time predicates: ulid_flake <op> timestamptz and timestamptz <op> ulid_flake, for <, <=, >
-- and >= (and so BETWEEN), mean exactly ulid_flake_timestamp(id) <op> X.  How < and
-- >= belong to the operator families and what the support function does:
-- src/time_predicates.c.
--

CREATE FUNCTION ulid_flake_time_support(pg_catalog.internal) RETURNS pg_catalog.internal
	AS 'MODULE_PATHNAME', 'pgulid_flake_time_support' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_time_support(pg_catalog.internal) IS 'planner support of ulid_flake <op> timestamptz (SupportRequestSimplify): a constant X makes one comparison of the id with a constant id; a run-time X makes > and <= into >= and < with ulid_time_next(X); < and >= with a run-time X stay, as members of the btree and BRIN minmax families';
CREATE FUNCTION ulid_flake_lt_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_lt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION ulid_flake_lt_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is earlier than the timestamp (ulid_flake_timestamp(id) < X)';
CREATE FUNCTION ulid_flake_le_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_le_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION ulid_flake_le_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is at or before the timestamp (ulid_flake_timestamp(id) <= X)';
CREATE FUNCTION ulid_flake_gt_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_gt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION ulid_flake_gt_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is later than the timestamp (ulid_flake_timestamp(id) > X)';
CREATE FUNCTION ulid_flake_ge_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ge_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION ulid_flake_ge_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is at or after the timestamp (ulid_flake_timestamp(id) >= X)';
CREATE FUNCTION timestamptz_lt_ulid_flake(pg_catalog.timestamptz, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamptz_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION timestamptz_lt_ulid_flake(pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is later than the timestamp (X < ulid_flake_timestamp(id))';
CREATE FUNCTION timestamptz_le_ulid_flake(pg_catalog.timestamptz, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamptz_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION timestamptz_le_ulid_flake(pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is at or after the timestamp (X <= ulid_flake_timestamp(id))';
CREATE FUNCTION timestamptz_gt_ulid_flake(pg_catalog.timestamptz, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamptz_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION timestamptz_gt_ulid_flake(pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is earlier than the timestamp (X > ulid_flake_timestamp(id))';
CREATE FUNCTION timestamptz_ge_ulid_flake(pg_catalog.timestamptz, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamptz_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION timestamptz_ge_ulid_flake(pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is at or before the timestamp (X >= ulid_flake_timestamp(id))';

CREATE OPERATOR < (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_flake_lt_timestamptz,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is earlier than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_flake_le_timestamptz,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is at or before the timestamp';
CREATE OPERATOR > (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_flake_gt_timestamptz,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is later than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_flake_ge_timestamptz,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is at or after the timestamp';
CREATE OPERATOR < (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid_flake, FUNCTION = timestamptz_lt_ulid_flake,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is later than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid_flake, FUNCTION = timestamptz_le_ulid_flake,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is at or after the timestamp';
CREATE OPERATOR > (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid_flake, FUNCTION = timestamptz_gt_ulid_flake,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is earlier than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid_flake, FUNCTION = timestamptz_ge_ulid_flake,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is at or before the timestamp';
CREATE FUNCTION ulid_flake_cmp_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_cmp_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_cmp_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'btree order of a Ulid-Flake id and a timestamp: -1 when the time of the Ulid-Flake id is earlier than the timestamp, else 1 (never 0)';
ALTER OPERATOR FAMILY ulid_flake_ops USING btree ADD
	OPERATOR 1 < (ulid_flake, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid_flake, pg_catalog.timestamptz),
	FUNCTION 1 (ulid_flake, pg_catalog.timestamptz) ulid_flake_cmp_timestamptz(ulid_flake, pg_catalog.timestamptz),
	OPERATOR 1 pg_catalog.< (pg_catalog.timestamptz, pg_catalog.timestamptz),
	OPERATOR 5 pg_catalog.> (pg_catalog.timestamptz, pg_catalog.timestamptz);
ALTER OPERATOR FAMILY ulid_flake_minmax_ops USING brin ADD
	OPERATOR 1 < (ulid_flake, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid_flake, pg_catalog.timestamptz);
ALTER OPERATOR FAMILY ulid_flake_minmax_multi_ops USING brin ADD
	OPERATOR 1 < (ulid_flake, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid_flake, pg_catalog.timestamptz);

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

-- gen_ulid_flake(timestamptz) says how soon its ids repeat (the birthday
-- bound of the random field of one given millisecond)
COMMENT ON FUNCTION gen_ulid_flake(pg_catalog.timestamptz) IS 'a new Ulid-Flake id for the given millisecond with a fresh random field (fewer bits with ulid.flake_node_id), not ordered within it; ids of one millisecond repeat by chance: a repeat is as likely as not among 1,206 of them (213 with a node id), and 10,000 hold about 48 repeats (1,380); gen_ulid_flake() never repeats on this server';

-- baseuid_to_uuid's comment says where the random field's bits go.
COMMENT ON FUNCTION baseuid_to_uuid(baseuid) IS 'the UUIDv8 form of a BaseUID: time, version 8, the first 12 bits of the random field, variant 10, its other 60, 00 (cast baseuid to uuid)';

-- The sort support's comment says when it abandons the abbreviation.
COMMENT ON FUNCTION ulid_sortsupport(pg_catalog.internal) IS 'sort support: abbreviated keys (a sort compares the first 8 bytes as one unsigned integer, and the whole ids only when those are equal), abandoned only when practically all keys are equal';

-- ulid_flake's comment names the node-id layout of its 20-bit field.
COMMENT ON TYPE ulid_flake IS
	'Ulid-Flake: 64-bit time-ordered id, 43-bit ms since 2024-01-01 + 20 bits: random, or a 5-bit node id and the rest random (ulid.flake_node_id); 13 Crockford base32 characters';

-- The type's comment says what 0.5.0's generators put after the timestamp.
COMMENT ON TYPE ulid IS
	'Universally Unique Lexicographically Sortable Identifier: 128 bits, a 48-bit Unix-ms timestamp then 80 bits of clock fraction and randomness (what each generator puts there: its comment)';

--
-- Btree skip support (support function 6, PostgreSQL 18+) of ulid,
-- ulid_flake and baseuid: the one part of the catalog that depends on the
-- server's major.  This block ends the install script and every update
-- script from 0.3.0 on, and is installed beside them as ulid_after_pg_upgrade.sql (CREATE
-- EXTENSION reads only files named ulid--*.sql): pg_upgrade copies the old
-- major's catalog as it was, so after pg_upgrade from 15-17 to 18+ a
-- superuser runs it once in every database that has the extension:
--     psql -d DATABASE -f "$(pg_config --sharedir)/extension/ulid_after_pg_upgrade.sql"
-- It adds what is missing and says so; on a complete catalog, or on a server
-- before 18, it changes nothing (anyone may run it then).
--
-- The extension is relocatable, so its schema is read from pg_extension.
-- Every name is schema-qualified (built-ins with pg_catalog, operators
-- too), so nothing on the caller's search_path and no function planted in
-- the extension's schema takes part; the support functions are named with
-- their exact argument types.  In a script of CREATE or ALTER EXTENSION the
-- NOTICE stays unseen (PostgreSQL raises client_min_messages to WARNING
-- while a script runs).
--
DO $after_pg_upgrade$
DECLARE
	s pg_catalog.text;			-- the extension's schema, quoted
	f pg_catalog.regprocedure;	-- a type's skip support function (none before 0.2.0)
	added pg_catalog.text;		-- the types whose skip support was added
BEGIN
	SELECT pg_catalog.quote_ident(n.nspname) INTO s
	FROM pg_catalog.pg_extension e
	JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) e.extnamespace
	WHERE e.extname OPERATOR(pg_catalog.=) 'ulid';
	IF s IS NULL THEN
		RAISE EXCEPTION 'extension "ulid" does not exist in database "%"', pg_catalog.current_database()
			USING ERRCODE = 'undefined_object';
	END IF;

	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 OPERATOR(pg_catalog.>=) 180000 THEN
		f := pg_catalog.to_regprocedure(pg_catalog.concat(s, '.ulid_skipsupport(pg_catalog.internal)'));
		IF f IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc WHERE amproc OPERATOR(pg_catalog.=) f) THEN
			EXECUTE pg_catalog.format('ALTER OPERATOR FAMILY %1$s.ulid_ops USING btree ADD FUNCTION 6 (%1$s.ulid, %1$s.ulid) %1$s.ulid_skipsupport(pg_catalog.internal)', s);
			added := pg_catalog.concat_ws(', ', added, 'ulid');
		END IF;
		f := pg_catalog.to_regprocedure(pg_catalog.concat(s, '.ulid_flake_skipsupport(pg_catalog.internal)'));
		IF f IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc WHERE amproc OPERATOR(pg_catalog.=) f) THEN
			EXECUTE pg_catalog.format('ALTER OPERATOR FAMILY %1$s.ulid_flake_ops USING btree ADD FUNCTION 6 (%1$s.ulid_flake, %1$s.ulid_flake) %1$s.ulid_flake_skipsupport(pg_catalog.internal)', s);
			added := pg_catalog.concat_ws(', ', added, 'ulid_flake');
		END IF;
		f := pg_catalog.to_regprocedure(pg_catalog.concat(s, '.baseuid_skipsupport(pg_catalog.internal)'));
		IF f IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc WHERE amproc OPERATOR(pg_catalog.=) f) THEN
			EXECUTE pg_catalog.format('ALTER OPERATOR FAMILY %1$s.baseuid_ops USING btree ADD FUNCTION 6 (%1$s.baseuid, %1$s.baseuid) %1$s.baseuid_skipsupport(pg_catalog.internal)', s);
			added := pg_catalog.concat_ws(', ', added, 'baseuid');
		END IF;
	END IF;

	IF added IS NULL THEN
		RAISE NOTICE 'extension ulid: nothing to add, the catalog is complete for this server';
	ELSE
		RAISE NOTICE 'extension ulid: added btree skip support of %', added;
	END IF;
END
$after_pg_upgrade$;
