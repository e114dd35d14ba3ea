-- ulid_flake compared with bigint: the cross-type operators are
-- in ulid_flake's btree and hash families, so WHERE id = 123 works and uses
-- an index, and hash joins and hash partitions agree with bigint.
SELECT o.oprname, o.oprleft::regtype, o.oprright::regtype, o.oprcode, o.oprcanhash, o.oprcanmerge,
       o.oprcom::regoperator AS commutator, o.oprnegate::regoperator AS negator
FROM pg_operator o
WHERE (o.oprleft, o.oprright) IN (('ulid_flake'::regtype, 'int8'::regtype), ('int8'::regtype, 'ulid_flake'::regtype))
ORDER BY o.oprleft::regtype::text, o.oprname;
-- the functions are the extension's C functions
SELECT p.oid::regprocedure, l.lanname, p.provolatile, p.proleakproof
FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
WHERE p.proname ~ '^(ulid_flake_int8|int8_ulid_flake)_'
ORDER BY p.oid::regprocedure::text;
-- the families are complete and valid
SELECT am.amname, f.opfname, amvalidate(c.oid) AS valid
FROM pg_opclass c JOIN pg_opfamily f ON f.oid = c.opcfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE c.opcname = 'ulid_flake_ops' ORDER BY 1;
SELECT am.amname, ao.amoplefttype::regtype, ao.amoprighttype::regtype, count(*) AS operators
FROM pg_amop ao JOIN pg_opfamily f ON f.oid = ao.amopfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.opfname = 'ulid_flake_ops' GROUP BY 1, 2, 3 ORDER BY am.amname, ao.amoplefttype::regtype::text, ao.amoprighttype::regtype::text;

-- results equal those of bigint on the same values, both ways round
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE (a::ulid_flake = b) <> (a = b)) AS eq_wrong,
       count(*) FILTER (WHERE (a::ulid_flake <> b) <> (a <> b)) AS ne_wrong,
       count(*) FILTER (WHERE (a::ulid_flake < b) <> (a < b)) AS lt_wrong,
       count(*) FILTER (WHERE (a::ulid_flake <= b) <> (a <= b)) AS le_wrong,
       count(*) FILTER (WHERE (a::ulid_flake > b) <> (a > b)) AS gt_wrong,
       count(*) FILTER (WHERE (a::ulid_flake >= b) <> (a >= b)) AS ge_wrong,
       count(*) FILTER (WHERE (b = a::ulid_flake) <> (b = a)) AS eq_rev_wrong,
       count(*) FILTER (WHERE (b < a::ulid_flake) <> (b < a)) AS lt_rev_wrong,
       count(*) FILTER (WHERE (b >= a::ulid_flake) <> (b >= a)) AS ge_rev_wrong,
       count(*) FILTER (WHERE sign(int8_ulid_flake_cmp(b, a::ulid_flake)) <> sign(btint8cmp(b, a))) AS cmp_wrong
FROM (SELECT a, b FROM (VALUES (0::int8), (1), (123), (9223372036854775807), (14246757444195114))
      AS x(a), (VALUES (-1::int8), (0), (1), (123), (124), (9223372036854775807), (-9223372036854775808),
                (14246757444195114)) AS y(b)) s;
-- the hash of the bigint side is ulid_flake's (the hash family needs it)
SELECT count(*) FILTER (WHERE hashint8(v) <> ulid_flake_hash(v::ulid_flake)) AS hash_wrong,
       count(*) FILTER (WHERE hashint8extended(v, 42) <> ulid_flake_hash_extended(v::ulid_flake, 42)) AS hashx_wrong
FROM (VALUES (0::int8), (1), (123), (9223372036854775807), (14246757444195114)) v(v);

CREATE TABLE fk (id ulid_flake PRIMARY KEY, n int);
INSERT INTO fk SELECT (g::int8 * 1048576 + g % 7)::ulid_flake, g FROM generate_series(1, 20000) g;
ANALYZE fk;
-- WHERE id = 123: an integer literal, a bigint, a parameter; the primary key is used
EXPLAIN (COSTS OFF) SELECT n FROM fk WHERE id = 1048577;
SELECT n FROM fk WHERE id = 1048577;
SELECT n FROM fk WHERE id = 1048577::bigint;
SELECT n FROM fk WHERE 1048577 = id;
PREPARE q(bigint) AS SELECT n FROM fk WHERE id = $1;
EXPLAIN (COSTS OFF) EXECUTE q(2097154);
EXECUTE q(2097154);
DEALLOCATE q;
EXPLAIN (COSTS OFF) SELECT count(*) FROM fk WHERE id BETWEEN 1048576 AND 10485760;
SELECT count(*) FROM fk WHERE id BETWEEN 1048576 AND 10485760;
SELECT count(*) FROM fk WHERE id > 20971520000;
SELECT count(*) FROM fk WHERE id < -1;
SELECT n FROM fk WHERE id IN (1048577, 2097154, 3) ORDER BY n;
-- joins with a bigint column: merge and hash joins through the families
CREATE TABLE bk (k bigint);
INSERT INTO bk SELECT g::int8 * 1048576 + g % 7 FROM generate_series(1, 20000, 3) g;
ANALYZE bk;
SET enable_nestloop = off;
SET enable_mergejoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM fk JOIN bk ON fk.id = bk.k;
SELECT count(*) FROM fk JOIN bk ON fk.id = bk.k;
SET enable_hashjoin = off;
SET enable_mergejoin = on;
EXPLAIN (COSTS OFF) SELECT count(*) FROM fk JOIN bk ON bk.k = fk.id;
SELECT count(*) FROM fk JOIN bk ON bk.k = fk.id;
RESET enable_nestloop;
RESET enable_mergejoin;
RESET enable_hashjoin;
-- bad input: a value out of bigint's range, text that is no number, NULL
SELECT n FROM fk WHERE id = 9223372036854775808::bigint;
SELECT n FROM fk WHERE id = 'abc'::bigint;
SELECT count(*) FROM fk WHERE id = NULL::bigint;
DROP TABLE fk, bk;
