--
-- The step after pg_upgrade, src/sql/ulid_after_pg_upgrade.sql (installed
-- beside the scripts; it also ends the install and update scripts): it adds
-- btree skip support (support function 6, PostgreSQL 18+) of ulid, ulid_flake
-- and baseuid where the catalog lacks it.  pg_upgrade from 15-17 leaves such
-- a catalog; here the entries are removed to make one (test/t/007_pg_upgrade.pl
-- does the real pg_upgrade; test/t/008_after_pg_upgrade.pl runs the
-- installed file as the module prints it).  psql reads the file into the
-- variable step; pg_temp.after_pg_upgrade(:'step') runs it.
--
\getenv abs_srcdir PG_ABS_SRCDIR
\set step `cat :'abs_srcdir'/src/sql/ulid_after_pg_upgrade.sql`
CREATE FUNCTION pg_temp.after_pg_upgrade(step text) RETURNS void
	LANGUAGE plpgsql AS $$ BEGIN EXECUTE step; END $$;
CREATE TEMP VIEW skip_support AS
SELECT f.opfname AS family, p.amproclefttype::regtype AS type, p.amproc::regprocedure AS support
FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily JOIN pg_am a ON a.oid = f.opfmethod
WHERE a.amname = 'btree' AND p.amprocnum = 6 AND f.opfname IN ('ulid_ops', 'ulid_flake_ops', 'baseuid_ops')
ORDER BY 1;
-- A fresh install has it: nothing to add.
SELECT * FROM skip_support;
SELECT pg_temp.after_pg_upgrade(:'step');
-- A catalog as pg_upgrade from 15-17 leaves it.
ALTER OPERATOR FAMILY ulid_ops USING btree DROP FUNCTION 6 (ulid, ulid);
ALTER OPERATOR FAMILY ulid_flake_ops USING btree DROP FUNCTION 6 (ulid_flake, ulid_flake);
ALTER OPERATOR FAMILY baseuid_ops USING btree DROP FUNCTION 6 (baseuid, baseuid);
SELECT * FROM skip_support;
-- Only a superuser can add it (PostgreSQL's rule for operator families).
CREATE ROLE regress_after_pg_upgrade;
SET ROLE regress_after_pg_upgrade;
\set VERBOSITY terse
SELECT pg_temp.after_pg_upgrade(:'step');
\set VERBOSITY default
RESET ROLE;
SELECT count(*) FROM skip_support;
-- A superuser adds it, once.
SELECT pg_temp.after_pg_upgrade(:'step');
SELECT * FROM skip_support;
SELECT pg_temp.after_pg_upgrade(:'step');
DROP ROLE regress_after_pg_upgrade;
