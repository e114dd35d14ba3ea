--
-- The three types stay in step: ulid, ulid_flake and baseuid are described
-- from the catalog in the same words, with the type's name written as T.
-- Only the lines that not all three types have are shown: each is a
-- difference by design, and a member one type loses (an operator class
-- member, an operator property, a cast, a function) shows up here.  ulid and
-- ulid_flake are also compared with the type each has the same bits as (S:
-- uuid for ulid, bigint for ulid_flake), whose operators join their families.
--
CREATE TEMP TABLE parity_types (t regtype PRIMARY KEY, name text, s regtype, sname text);
INSERT INTO parity_types VALUES ('ulid', 'ulid', 'uuid', 'uuid'), ('ulid_flake', 'ulid_flake', 'bigint', 'int8'),
	('baseuid', 'baseuid', NULL, NULL);

-- The extension's objects.
CREATE TEMP VIEW parity_members AS
SELECT d.classid, d.objid FROM pg_depend d
WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
  AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid');

-- A function's properties, the type's name written as T.
CREATE FUNCTION pg_temp.fn(f regprocedure, tname text) RETURNS text LANGUAGE sql AS $$
	SELECT replace(format('%s [%s%s%s%s%s cost %s]', f, p.provolatile,
		CASE WHEN p.proisstrict THEN ' strict' ELSE '' END, ' parallel ' || p.proparallel::text,
		CASE WHEN p.proleakproof THEN ' leakproof' ELSE '' END,
		CASE WHEN p.prosecdef THEN ' secdef' ELSE '' END, p.procost), tname, 'T')
	FROM pg_proc p WHERE p.oid = f
$$;
CREATE FUNCTION pg_temp.ty(r regtype, tname text) RETURNS text LANGUAGE sql AS $$
	SELECT replace(r::text, tname, 'T')
$$;

CREATE TEMP VIEW parity AS
-- comparison operators on T (either side), with their properties
SELECT pt.name, format('operator %s(%s, %s) returns %s commutator %s negator %s restrict %s join %s%s%s function %s',
	o.oprname, pg_temp.ty(o.oprleft, pt.name), pg_temp.ty(o.oprright, pt.name), o.oprresult::regtype,
	(SELECT c.oprname FROM pg_operator c WHERE c.oid = o.oprcom), (SELECT n.oprname FROM pg_operator n WHERE n.oid = o.oprnegate),
	o.oprrest, o.oprjoin, CASE WHEN o.oprcanmerge THEN ' merges' ELSE '' END, CASE WHEN o.oprcanhash THEN ' hashes' ELSE '' END,
	pg_temp.fn(o.oprcode::regprocedure, pt.name)) AS line,
	pt.s IN (o.oprleft, o.oprright) AS cross_type
FROM parity_types pt JOIN pg_operator o ON pt.t IN (o.oprleft, o.oprright)
JOIN parity_members m ON m.classid = 'pg_operator'::regclass AND m.objid = o.oid
UNION ALL
-- operator classes for T
SELECT pt.name, format('opclass %s using %s%s', replace(c.opcname, pt.name, 'T'), a.amname,
	CASE WHEN c.opcdefault THEN ' default' ELSE '' END), false
FROM parity_types pt JOIN pg_opclass c ON c.opcintype = pt.t JOIN pg_am a ON a.oid = c.opcmethod
JOIN parity_members mc ON mc.classid = 'pg_opclass'::regclass AND mc.objid = c.oid
UNION ALL
-- their families' operators (strategies) ...
SELECT pt.name, format('opclass %s using %s: strategy %s %s(%s, %s) purpose %s', replace(c.opcname, pt.name, 'T'), a.amname,
	ao.amopstrategy, o.oprname, pg_temp.ty(ao.amoplefttype, pt.name), pg_temp.ty(ao.amoprighttype, pt.name), ao.amoppurpose),
	pt.s IN (ao.amoplefttype, ao.amoprighttype)
FROM parity_types pt JOIN pg_opclass c ON c.opcintype = pt.t JOIN pg_am a ON a.oid = c.opcmethod
JOIN parity_members mc ON mc.classid = 'pg_opclass'::regclass AND mc.objid = c.oid
JOIN pg_amop ao ON ao.amopfamily = c.opcfamily JOIN pg_operator o ON o.oid = ao.amopopr
UNION ALL
-- ... and support functions
SELECT pt.name, format('opclass %s using %s: support %s (%s, %s) %s', replace(c.opcname, pt.name, 'T'), a.amname,
	ap.amprocnum, pg_temp.ty(ap.amproclefttype, pt.name), pg_temp.ty(ap.amprocrighttype, pt.name),
	pg_temp.fn(ap.amproc::regprocedure, pt.name)),
	pt.s IN (ap.amproclefttype, ap.amprocrighttype)
FROM parity_types pt JOIN pg_opclass c ON c.opcintype = pt.t JOIN pg_am a ON a.oid = c.opcmethod
JOIN parity_members mc ON mc.classid = 'pg_opclass'::regclass AND mc.objid = c.oid
JOIN pg_amproc ap ON ap.amprocfamily = c.opcfamily
UNION ALL
-- casts from and to T
SELECT pt.name, format('cast %s -> %s context %s method %s function %s', pg_temp.ty(c.castsource, pt.name),
	pg_temp.ty(c.casttarget, pt.name), c.castcontext, c.castmethod,
	CASE WHEN c.castfunc = 0 THEN '-' ELSE pg_temp.fn(c.castfunc::regprocedure, pt.name) END),
	pt.s IN (c.castsource, c.casttarget)
FROM parity_types pt JOIN pg_cast c ON pt.t IN (c.castsource, c.casttarget)
JOIN parity_members m ON m.classid = 'pg_cast'::regclass AND m.objid = c.oid
UNION ALL
-- the extension's functions and aggregates that take or return T
SELECT pt.name, format('%s %s returns %s', CASE p.prokind WHEN 'a' THEN 'aggregate' ELSE 'function' END,
	pg_temp.fn(p.oid::regprocedure, pt.name), pg_temp.ty(p.prorettype, pt.name)),
	p.proname ~ (pt.sname || '|' || pt.s::text)
FROM parity_types pt JOIN pg_proc p ON pt.t = p.prorettype OR pt.t = ANY (p.proargtypes::oid[])
JOIN parity_members m ON m.classid = 'pg_proc'::regclass AND m.objid = p.oid
UNION ALL
-- comments on T's operators, classes and families say the same
SELECT pt.name, format('comment on %s: %s', replace(replace(pg_describe_object(d.classoid, d.objoid, 0), pt.name, 'T'), 'pg_catalog.', ''),
	replace(replace(replace(replace(d.description, pt.name, 'T'), 'ULID', 'T'), 'Ulid-Flake id', 'T'), 'BaseUID', 'T')),
	false
FROM parity_types pt JOIN pg_description d ON d.objsubid = 0
JOIN parity_members m ON m.classid = d.classoid AND m.objid = d.objoid
WHERE (d.classoid = 'pg_operator'::regclass AND d.objoid IN (SELECT oid FROM pg_operator WHERE oprleft = pt.t AND oprright = pt.t))
   OR (d.classoid = 'pg_opclass'::regclass AND d.objoid IN (SELECT oid FROM pg_opclass WHERE opcintype = pt.t));

-- The lines not every type has: the differences by design.
SELECT line, string_agg(name, ', ' ORDER BY name) AS types
FROM (SELECT DISTINCT name, line FROM parity WHERE cross_type IS NOT TRUE) x
GROUP BY line HAVING count(*) < 3
ORDER BY line COLLATE "C";

-- ulid with uuid and ulid_flake with bigint (written as S): the same
-- cross-type operators and family members, the lines not both have.
SELECT line, string_agg(name, ', ' ORDER BY name) AS types
FROM (SELECT DISTINCT x.name, replace(replace(x.line, pt.s::text, 'S'), pt.sname, 'S') AS line
	  FROM parity x JOIN parity_types pt ON pt.name = x.name WHERE x.cross_type) y
GROUP BY line HAVING count(*) < 2
ORDER BY line COLLATE "C";

-- What the three share: far more than what one lacks (the classes and their
-- members, the six operators and the eight comparisons with timestamptz,
-- casts, generators), so that the lists above
-- cannot be short because nothing was described.
SELECT count(*) FILTER (WHERE line LIKE 'opclass %') > 40 AS shared_opclass_lines,
	   count(*) FILTER (WHERE line LIKE 'operator %') = 14 AS fourteen_shared_operators,
	   count(*) FILTER (WHERE line LIKE 'cast %') > 0 AS shared_casts
FROM (SELECT line FROM parity WHERE cross_type IS NOT TRUE GROUP BY line HAVING count(DISTINCT name) = 3) x;
