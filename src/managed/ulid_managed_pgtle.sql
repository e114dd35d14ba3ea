-- ulid_managed_pgtle.sql: registers the managed edition (ulid_managed.sql,
-- unchanged) as the pg_tle extension "ulid_managed", for servers that offer
-- pg_tle (Amazon RDS and Aurora, Supabase; see doc/managed.md).  A psql
-- script: it reads ulid_managed.sql itself and hands it to pg_tle, so the
-- SQL exists once.
--
-- Run it as a member of pgtle_admin, from the repository's top directory:
--
--   psql -v ON_ERROR_STOP=1 -f src/managed/ulid_managed_pgtle.sql
--
-- then, in each database, as its owner:
--
--   CREATE SCHEMA ulid_managed;
--   CREATE EXTENSION ulid_managed SCHEMA ulid_managed;
--
-- Variables (psql -v NAME=VALUE): source, the path of ulid_managed.sql
-- (default src/managed/ulid_managed.sql); version, the version to register
-- (default: default_version of ulid.control).
--
-- Run again for a later version: the new version is registered, with an
-- update path from the current default version (the same file: it replaces
-- every function in place), and becomes the default; then
-- ALTER EXTENSION ulid_managed UPDATE in each database.
\if :{?source}
\else
\set source src/managed/ulid_managed.sql
\endif
\if :{?version}
\else
\set version `sed -n "s/^default_version *= *'\(.*\)'/\1/p" ulid.control`
\endif
-- (without its BEGIN and COMMIT lines: an extension script runs inside
-- CREATE EXTENSION's transaction)
\set body `sed -e '/^BEGIN;$/d' -e '/^COMMIT;$/d' :'source'`

-- (max(): one row, NULL when it is not registered, which leaves the variable unset)
SELECT max(default_version) AS ulid_managed_current
	FROM pgtle.available_extensions() WHERE name = 'ulid_managed' \gset
\if :{?ulid_managed_current}
SELECT :'ulid_managed_current' = :'version' AS ulid_managed_same \gset
\if :ulid_managed_same
\echo ulid_managed :version is already registered
\else
SELECT pgtle.install_extension_version_sql('ulid_managed', :'version', :'body');
SELECT pgtle.install_update_path('ulid_managed', :'ulid_managed_current', :'version', :'body');
SELECT pgtle.set_default_version('ulid_managed', :'version');
\endif
\else
SELECT pgtle.install_extension('ulid_managed', :'version',
	'ULID, managed edition: a domain over uuid with the ulid extension''s functions in SQL and PL/pgSQL',
	:'body');
\endif
