-- The ulid type and its catalog wiring: layout, function labels, operator
-- metadata, operator classes, casts, comments, relocation.

SELECT typname, typlen, typbyval, typalign, typstorage, typcategory
FROM pg_type WHERE oid = 'ulid'::regtype;

SELECT pg_column_size('01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid) AS bytes;

-- every function of the extension: volatility, strictness, parallel safety,
-- leakproofness
SELECT p.oid::regprocedure AS function, p.provolatile, p.proisstrict, p.proparallel,
       p.proleakproof, l.lanname
FROM pg_proc p
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
JOIN pg_language l ON l.oid = p.prolang
ORDER BY p.proname, p.oid::regprocedure::text;

-- operators: commutator, negator, estimators, hash/merge support
SELECT o.oprname, o.oprleft::regtype, o.oprright::regtype, o.oprcode,
       c.oprname AS commutator, n.oprname AS negator,
       o.oprrest, o.oprjoin, o.oprcanhash, o.oprcanmerge
FROM pg_operator o
LEFT JOIN pg_operator c ON c.oid = o.oprcom
LEFT JOIN pg_operator n ON n.oid = o.oprnegate
WHERE o.oprleft = 'ulid'::regtype
ORDER BY o.oprname, o.oprright::regtype::text;

-- operator classes and their families (the BRIN minmax-multi and bloom ones
-- are checked in brin_multi_bloom)
SELECT am.amname, oc.opcname, oc.opcdefault, amvalidate(oc.oid) AS valid
FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod
WHERE oc.opcintype = 'ulid'::regtype
  AND oc.opcname NOT IN ('ulid_minmax_multi_ops', 'ulid_bloom_ops')
ORDER BY am.amname, oc.opcname;
SELECT am.amname, f.opfname, ap.amproclefttype::regtype AS lefttype, ap.amprocrighttype::regtype AS righttype,
       ap.amprocnum, ap.amproc::regproc
FROM pg_amproc ap JOIN pg_opfamily f ON f.oid = ap.amprocfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.oid IN (SELECT opcfamily FROM pg_opclass WHERE opcintype = 'ulid'::regtype)
  AND f.opfname NOT IN ('ulid_minmax_multi_ops', 'ulid_bloom_ops')
  AND NOT (am.amname = 'btree' AND ap.amprocnum = 6)	-- skip support, 18+ only: skipscan_pg18
ORDER BY am.amname, f.opfname, ap.amproclefttype::regtype::text, ap.amprocrighttype::regtype::text, ap.amprocnum;
SELECT am.amname, f.opfname, ao.amopstrategy, ao.amopopr::regoperator
FROM pg_amop ao JOIN pg_opfamily f ON f.oid = ao.amopfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.oid IN (SELECT opcfamily FROM pg_opclass WHERE opcintype = 'ulid'::regtype)
  AND f.opfname NOT IN ('ulid_minmax_multi_ops', 'ulid_bloom_ops')
ORDER BY am.amname, f.opfname, ao.amopstrategy, ao.amopopr::regoperator::text;

-- casts: none implicit
SELECT castsource::regtype, casttarget::regtype, castfunc::regprocedure,
       castcontext, castmethod
FROM pg_cast
WHERE castsource = 'ulid'::regtype OR casttarget = 'ulid'::regtype
ORDER BY castsource::regtype::text, casttarget::regtype::text;

-- every member of the extension has a comment
SELECT pg_describe_object(d.classid, d.objid, 0) AS without_comment
FROM pg_depend d
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
WHERE d.deptype = 'e'
  AND obj_description(d.objid, d.classid::regclass::text) IS NULL
  AND d.classid <> 'pg_amop'::regclass
  AND d.classid <> 'pg_amproc'::regclass
  -- array types come with their element type (members on some releases)
  AND NOT (d.classid = 'pg_type'::regclass
           AND EXISTS (SELECT 1 FROM pg_type t WHERE t.oid = d.objid AND t.typelem <> 0 AND t.typlen = -1));
SELECT count(*) > 0 AS has_members FROM pg_depend d
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid' WHERE d.deptype = 'e';

-- the control file and the update scripts: the version installed, and the
-- path from every earlier version to it.  (Not pg_available_extension_versions:
-- it lists the installation's own extension directory only, and a package
-- build tests the files of the package, outside it, with Debian's
-- extension_destdir.  trusted = true: test/t/006; relocatable: below.)
SELECT extname, extversion, extrelocatable FROM pg_extension WHERE extname = 'ulid';
SELECT source, path FROM pg_extension_update_paths('ulid')
WHERE target = (SELECT extversion FROM pg_extension WHERE extname = 'ulid')
ORDER BY string_to_array(source, '.')::int[];

-- relocatable: move it to another schema and keep using it
CREATE SCHEMA ulid_elsewhere;
ALTER EXTENSION ulid SET SCHEMA ulid_elsewhere;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid_elsewhere.ulid;
SET search_path = ulid_elsewhere, public;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid < '01ARZ3NDEKTSV4RRFFQ69G5FAW'::ulid AS lt;
RESET search_path;
ALTER EXTENSION ulid SET SCHEMA public;
DROP SCHEMA ulid_elsewhere;

-- arrays of ulid
SELECT ARRAY['01ARZ3NDEKTSV4RRFFQ69G5FAV', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ']::ulid[];
