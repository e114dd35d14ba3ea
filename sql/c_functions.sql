--
-- Every function that a query plan or an index calls is the extension's own
-- LANGUAGE C function.  A LANGUAGE internal function whose OID is not a
-- built-in one is looked up by name among all built-in functions on every
-- fmgr_info(), i.e. on every executor start of a query using it (about 9 us).
--
-- The extension's functions and their languages, other than C.  The only
-- exceptions are the min/max aggregates: an aggregate's pg_proc row says
-- "internal" but is never called through fmgr; the executor calls its
-- transition function (ulid_smaller/ulid_larger, which are C, checked below).
SELECT p.oid::regprocedure AS function, l.lanname, p.prokind
FROM pg_depend d
JOIN pg_proc p ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid
JOIN pg_language l ON l.oid = p.prolang
WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
  AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
  AND l.lanname <> 'c'
ORDER BY p.oid::regprocedure::text;
-- Every function of an operator, aggregate, type or operator family of the
-- extension is either one of its C functions or a built-in (OID below
-- FirstNormalObjectId, 16384: found by OID, no lookup by name).
WITH ext AS (
  SELECT d.classid, d.objid FROM pg_depend d
  WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
    AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
), called AS (
  SELECT o.oprcode::oid AS fn, 'operator ' || o.oid::regoperator AS used_by
  FROM pg_operator o JOIN ext ON ext.classid = 'pg_operator'::regclass AND ext.objid = o.oid
  UNION ALL
  SELECT p.amproc, 'support ' || p.amprocnum || ' of family ' || f.opfname
  FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily
  JOIN ext ON ext.classid = 'pg_opfamily'::regclass AND ext.objid = f.oid
  UNION ALL
  SELECT f.fn, 'type ' || t.typname
  FROM pg_type t JOIN ext ON ext.classid = 'pg_type'::regclass AND ext.objid = t.oid,
       LATERAL (VALUES (t.typinput::oid), (t.typoutput::oid), (t.typreceive::oid), (t.typsend::oid)) f(fn)
  WHERE f.fn <> 0
  UNION ALL
  SELECT f.fn, 'aggregate ' || a.aggfnoid::regprocedure
  FROM pg_aggregate a JOIN ext ON ext.classid = 'pg_proc'::regclass AND ext.objid = a.aggfnoid,
       LATERAL (VALUES (a.aggtransfn::oid), (a.aggcombinefn::oid)) f(fn)
  WHERE f.fn <> 0
  UNION ALL
  SELECT c.castfunc, 'cast ' || c.castsource::regtype || ' -> ' || c.casttarget::regtype
  FROM pg_cast c JOIN ext ON ext.classid = 'pg_cast'::regclass AND ext.objid = c.oid
  WHERE c.castfunc <> 0
)
SELECT count(*) > 100 AS many_calls,
       count(*) FILTER (WHERE l.lanname = 'c' AND p.oid >= 16384) > 80 AS many_own_c,
       string_agg(used_by || ': ' || p.oid::regprocedure || ' (' || l.lanname || ')', ', ')
         FILTER (WHERE NOT ((l.lanname = 'c' AND p.oid >= 16384) OR p.oid < 16384)) AS offenders
FROM called JOIN pg_proc p ON p.oid = called.fn JOIN pg_language l ON l.oid = p.prolang;

-- The functions give what uuid's give for the same bytes: order, equality,
-- hashes (hash partitions and the ulid/uuid hash family rely on it) and the
-- binary wire format.
CREATE TEMP TABLE same_bytes AS
SELECT gen_random_uuid() AS a, gen_random_uuid() AS b FROM generate_series(1, 20000);
INSERT INTO same_bytes SELECT a, a FROM same_bytes LIMIT 1000;
INSERT INTO same_bytes VALUES ('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
  ('ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-0000-0000-000000000000'),
  ('80000000-0000-0000-0000-000000000000', '7fffffff-ffff-ffff-ffff-ffffffffffff');
SELECT count(*) AS rows,
  count(*) FILTER (WHERE (a::ulid = b::ulid) = (a = b) AND (a::ulid <> b::ulid) = (a <> b)
                     AND (a::ulid < b::ulid) = (a < b) AND (a::ulid <= b::ulid) = (a <= b)
                     AND (a::ulid > b::ulid) = (a > b) AND (a::ulid >= b::ulid) = (a >= b)) AS same_order,
  count(*) FILTER (WHERE sign(ulid_cmp(a::ulid, b::ulid)) = sign(uuid_cmp(a, b))
                     AND sign(ulid_uuid_cmp(a::ulid, b)) = sign(uuid_cmp(a, b))
                     AND sign(uuid_ulid_cmp(a, b::ulid)) = sign(uuid_cmp(a, b))) AS same_cmp,
  count(*) FILTER (WHERE (a::ulid = b) = (a = b) AND (a = b::ulid) = (a = b)
                     AND (a::ulid < b) = (a < b) AND (a > b::ulid) = (a > b)) AS same_cross_type,
  count(*) FILTER (WHERE ulid_hash(a::ulid) = uuid_hash(a)
                     AND ulid_hash_extended(a::ulid, 0) = uuid_hash_extended(a, 0)
                     AND ulid_hash_extended(a::ulid, 42) = uuid_hash_extended(a, 42)) AS same_hash,
  count(*) FILTER (WHERE ulid_send(a::ulid) = uuid_send(a)) AS same_send,
  count(*) FILTER (WHERE least(a::ulid, b::ulid) = least(a, b)::ulid) AS same_least
FROM same_bytes;
SELECT min(a::ulid) = (SELECT a FROM same_bytes ORDER BY a LIMIT 1)::ulid AS same_min,
       max(a::ulid) = (SELECT a FROM same_bytes ORDER BY a DESC LIMIT 1)::ulid AS same_max
FROM same_bytes;
-- binary COPY round trip through ulid_send/ulid_recv, read back as uuid
CREATE TEMP TABLE sent AS SELECT a::ulid AS u FROM same_bytes;
\copy sent TO 'results/c_functions.data' (FORMAT binary)
CREATE TEMP TABLE back_as_uuid (u uuid);
\copy back_as_uuid FROM 'results/c_functions.data' (FORMAT binary)
CREATE TEMP TABLE back_as_ulid (u ulid);
\copy back_as_ulid FROM 'results/c_functions.data' (FORMAT binary)
SELECT (SELECT count(*) FROM back_as_uuid) AS copied,
       (SELECT count(*) FROM (SELECT a FROM same_bytes EXCEPT ALL SELECT u FROM back_as_uuid) s) AS lost_as_uuid,
       (SELECT count(*) FROM (SELECT a::ulid FROM same_bytes EXCEPT ALL SELECT u FROM back_as_ulid) s) AS lost_as_ulid;
-- hash partitions of a ulid column and of the same bytes as uuid agree
CREATE TEMP TABLE hp_ulid (id ulid) PARTITION BY HASH (id);
CREATE TEMP TABLE hp_ulid_0 PARTITION OF hp_ulid FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TEMP TABLE hp_ulid_1 PARTITION OF hp_ulid FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TEMP TABLE hp_ulid_2 PARTITION OF hp_ulid FOR VALUES WITH (MODULUS 3, REMAINDER 2);
CREATE TEMP TABLE hp_uuid (id uuid) PARTITION BY HASH (id);
CREATE TEMP TABLE hp_uuid_0 PARTITION OF hp_uuid FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TEMP TABLE hp_uuid_1 PARTITION OF hp_uuid FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TEMP TABLE hp_uuid_2 PARTITION OF hp_uuid FOR VALUES WITH (MODULUS 3, REMAINDER 2);
INSERT INTO hp_ulid SELECT a::ulid FROM same_bytes;
INSERT INTO hp_uuid SELECT a FROM same_bytes;
SELECT count(*) AS placed_differently
FROM (SELECT id::uuid AS id, tableoid::regclass::text AS p FROM hp_ulid) x
JOIN (SELECT id, tableoid::regclass::text AS p FROM hp_uuid) y USING (id)
WHERE substr(x.p, length(x.p)) <> substr(y.p, length(y.p));

-- pgx_ulid's function names (README "Switching to ulid") are C functions of
-- the casts' C symbols, labelled as the casts are, and give the casts' results.
SELECT p.oid::regprocedure AS function, l.lanname, p.provolatile, p.proisstrict, p.proparallel,
       p.prosrc AS symbol, obj_description(p.oid, 'pg_proc') IS NOT NULL AS commented
FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
WHERE p.oid IN ('ulid_to_uuid(ulid)'::regprocedure, 'ulid_from_uuid(uuid)'::regprocedure,
                'ulid_to_timestamptz(ulid)'::regprocedure, 'timestamptz_to_ulid(timestamptz)'::regprocedure,
                'timestamp_to_ulid(timestamp)'::regprocedure)
ORDER BY p.proname;
SELECT count(*) > 20000 AS many,
  count(*) = count(*) FILTER (WHERE ulid_to_uuid(a::ulid) = a AND ulid_from_uuid(a) = a::ulid) AS same_uuid,
  count(*) = count(*) FILTER (WHERE ulid_to_timestamptz(a::ulid) = a::ulid::timestamptz
                     AND timestamptz_to_ulid(ulid_to_timestamptz(a::ulid)) = ulid_to_timestamptz(a::ulid)::ulid
                     AND timestamp_to_ulid(a::ulid::timestamp) = a::ulid::timestamp::ulid) AS same_time
FROM same_bytes;
