-- test/sqlsmith/schema.sql: the database SQLsmith queries (test/sqlsmith/run).
-- The three types in tables with btree, hash and BRIN indexes (every BRIN
-- operator class), views, partitioned tables (range on ulid and ulid_flake,
-- hash on baseuid), NULLs and the extreme values, and an unprivileged role
-- that may read and change the tables but owns nothing.
-- Run as a superuser in an empty database; :role is the role's name.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE EXTENSION ulid;
CREATE SCHEMA smith;

CREATE TABLE smith.ulids (
	id ulid PRIMARY KEY DEFAULT gen_ulid(),
	ref ulid,
	u uuid,
	at timestamptz,
	label text
);
CREATE INDEX ON smith.ulids USING hash (ref);
CREATE INDEX ON smith.ulids USING brin (id ulid_minmax_ops);
CREATE INDEX ON smith.ulids USING brin (ref ulid_minmax_multi_ops);
CREATE INDEX ON smith.ulids USING brin (id ulid_bloom_ops);
CREATE INDEX ON smith.ulids (ref, at);

CREATE TABLE smith.flakes (
	id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(),
	ref ulid_flake,
	n bigint,
	at timestamptz,
	label text
);
CREATE INDEX ON smith.flakes USING hash (ref);
CREATE INDEX ON smith.flakes USING brin (id ulid_flake_minmax_ops);
CREATE INDEX ON smith.flakes USING brin (ref ulid_flake_minmax_multi_ops);
CREATE INDEX ON smith.flakes USING brin (id ulid_flake_bloom_ops);

CREATE TABLE smith.baseuids (
	id baseuid PRIMARY KEY DEFAULT gen_baseuid(),
	ref baseuid,
	u uuid,
	b bytea,
	label text
);
CREATE INDEX ON smith.baseuids USING hash (ref);
CREATE INDEX ON smith.baseuids USING brin (id baseuid_minmax_ops);
CREATE INDEX ON smith.baseuids USING brin (ref baseuid_minmax_multi_ops);
CREATE INDEX ON smith.baseuids USING brin (id baseuid_bloom_ops);

-- partitioned tables: range on ulid (by month), range on ulid_flake, hash on baseuid
CREATE TABLE smith.events (id ulid NOT NULL, flake ulid_flake, uid baseuid, body text) PARTITION BY RANGE (id);
CREATE TABLE smith.events_old PARTITION OF smith.events FOR VALUES FROM (MINVALUE) TO ('2026-01-01 00:00+00'::timestamptz::ulid);
CREATE TABLE smith.events_2026 PARTITION OF smith.events
	FOR VALUES FROM ('2026-01-01 00:00+00'::timestamptz::ulid) TO ('2027-01-01 00:00+00'::timestamptz::ulid);
CREATE TABLE smith.events_new PARTITION OF smith.events DEFAULT;
CREATE INDEX ON smith.events (id);
CREATE INDEX ON smith.events USING hash (flake);
CREATE INDEX ON smith.events USING brin (uid);

CREATE TABLE smith.flake_parts (id ulid_flake NOT NULL, body text) PARTITION BY RANGE (id);
CREATE TABLE smith.flake_parts_a PARTITION OF smith.flake_parts
	FOR VALUES FROM (MINVALUE) TO (ulid_flake_min('2026-01-01 00:00+00'));
CREATE TABLE smith.flake_parts_b PARTITION OF smith.flake_parts
	FOR VALUES FROM (ulid_flake_min('2026-01-01 00:00+00')) TO (MAXVALUE);
CREATE INDEX ON smith.flake_parts (id);

CREATE TABLE smith.uid_parts (id baseuid NOT NULL, body text) PARTITION BY HASH (id);
CREATE TABLE smith.uid_parts_0 PARTITION OF smith.uid_parts FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE smith.uid_parts_1 PARTITION OF smith.uid_parts FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE smith.uid_parts_2 PARTITION OF smith.uid_parts FOR VALUES WITH (MODULUS 3, REMAINDER 2);

-- rows: generated ones over a few years, the extremes, NULLs
INSERT INTO smith.ulids (id, ref, u, at, label)
SELECT gen_ulid(t), CASE WHEN i % 7 = 0 THEN NULL ELSE gen_random_ulid() END,
	gen_random_uuid(), t, 'row ' || i
FROM generate_series(1, 2000) i, LATERAL (SELECT '2024-01-01 00:00+00'::timestamptz + i * interval '17 hours') s(t);
INSERT INTO smith.ulids (id, ref, at, label) VALUES
	('00000000000000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '1970-01-01 00:00+00', 'lowest'),
	('7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '00000000000000000000000000', NULL, 'highest'),
	(ulid_min('2026-01-01 00:00+00'), ulid_max('2025-12-31 23:59:59.999+00'), NULL, 'edge');
INSERT INTO smith.flakes (id, ref, n, at, label)
SELECT gen_ulid_flake(t), CASE WHEN i % 5 = 0 THEN NULL ELSE gen_ulid_flake() END, i * 1000003, t, 'row ' || i
FROM generate_series(1, 2000) i, LATERAL (SELECT '2024-01-01 00:00+00'::timestamptz + i * interval '17 hours') s(t);
INSERT INTO smith.flakes (id, ref, n, label) VALUES
	(ulid_flake_from_bigint(0), ulid_flake_from_bigint(9223372036854775807), 0, 'lowest'),
	(ulid_flake_from_bigint(9223372036854775807), NULL, -1, 'highest');
INSERT INTO smith.baseuids (id, ref, u, b, label)
SELECT gen_baseuid(t), CASE WHEN i % 3 = 0 THEN NULL ELSE gen_random_baseuid() END, gen_random_uuid(),
	decode(md5(i::text), 'hex'), 'row ' || i
FROM generate_series(1, 2000) i, LATERAL (SELECT '2024-01-01 00:00+00'::timestamptz + i * interval '17 hours') s(t);
INSERT INTO smith.baseuids (id, ref, label) VALUES
	(baseuid_from_bytea('\x000000000000000000000000000000'), baseuid_from_bytea('\xffffffffffffffffffffffffffffff'), 'lowest'),
	(baseuid_from_bytea('\xffffffffffffffffffffffffffffff'), NULL, 'highest');
INSERT INTO smith.events SELECT id, NULL, NULL, label FROM smith.ulids;
UPDATE smith.events e SET flake = f.id FROM smith.flakes f WHERE f.label = e.body;
UPDATE smith.events e SET uid = b.id FROM smith.baseuids b WHERE b.label = e.body;
INSERT INTO smith.flake_parts SELECT id, label FROM smith.flakes;
INSERT INTO smith.uid_parts SELECT id, label FROM smith.baseuids;

-- views: conversions between the types and the time in the ids
CREATE VIEW smith.ulid_times AS
	SELECT id, ulid_timestamp(id) AS ts, ulid_to_uuid(id) AS as_uuid, ulid_to_bytea(id) AS as_bytea,
		ulid_partition_time(id) AS part, ulid_is_uuidv7(id) AS v7, ref, label
	FROM smith.ulids;
CREATE VIEW smith.flake_times AS
	SELECT id, ulid_flake_timestamp(id) AS ts, ulid_flake_random(id) AS rnd, id::text AS txt, n, ref
	FROM smith.flakes;
CREATE VIEW smith.baseuid_times AS
	SELECT id, baseuid_timestamp(id) AS ts, baseuid_to_uuid(id) AS as_uuid, baseuid_to_bytea(id) AS as_bytea, ref
	FROM smith.baseuids;
CREATE VIEW smith.joined AS
	SELECT u.id AS uid, f.id AS fid, b.id AS bid, u.at
	FROM smith.ulids u JOIN smith.flakes f ON f.label = u.label JOIN smith.baseuids b ON b.label = u.label;

ANALYZE;

-- What SQLsmith calls: it picks functions and aggregates from "pg_proc"
-- (unqualified), so this view ahead of pg_catalog in the role's search_path
-- narrows its choice to the extension's functions and the built-in ones that
-- take or return the types ours convert to (uuid, bytea, timestamps), instead
-- of the 3,000 functions of the catalog.  Tables, types and operators are
-- still all of them (pg_operator is read qualified).
CREATE SCHEMA smith_meta;
CREATE VIEW smith_meta.pg_proc AS
	SELECT * FROM pg_catalog.pg_proc p
	WHERE p.oid IN (SELECT d.objid FROM pg_depend d JOIN pg_extension e ON e.oid = d.refobjid
			WHERE e.extname = 'ulid' AND d.deptype = 'e' AND d.classid = 'pg_proc'::regclass)
	   OR (p.pronamespace = 'pg_catalog'::regnamespace
	       AND p.proname !~ '^(pg_|binary_upgrade|set_config|txid)'
	       AND ((p.prokind = 'f'
		     AND ARRAY[p.prorettype]::oid[] || p.proargtypes::oid[]
			 && '{bytea,uuid,timestamptz,timestamp}'::regtype[]::oid[]
		     AND ARRAY[p.prorettype]::oid[] || p.proargtypes::oid[]
			 <@ '{text,bytea,uuid,timestamptz,timestamp,int8,int4,bool,interval,date}'::regtype[]::oid[])
		    OR (p.prokind = 'a' AND p.proname IN ('count', 'min', 'max', 'array_agg', 'bool_and', 'bool_or'))));

CREATE ROLE :"role" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE;
ALTER ROLE :"role" SET search_path = smith_meta, pg_catalog, smith, public;
ALTER ROLE :"role" SET statement_timeout = '1s';
GRANT USAGE ON SCHEMA smith, smith_meta TO :"role";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA smith TO :"role";
GRANT SELECT ON smith_meta.pg_proc TO :"role";
