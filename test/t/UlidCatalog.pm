# UlidCatalog: what the TAP tests compare when they say "the same catalog".
#
# describe_sql(): a query describing everything the extension ulid owns, with
# no OIDs in it: members (pg_describe_object), function attributes
# (volatility, strictness, parallel safety, leakproofness, security, cost,
# source, library, language, settings, privileges), types, operators,
# operator classes, families with their operators and support functions,
# casts and comments.  005_upgrade.pl compares an updated install with a fresh
# one, 007_pg_upgrade.pl a pg_upgraded database with a fresh install.
# diag_diff($want, $got): the lines only in one of two descriptions.
package UlidCatalog;
use strict;
use warnings;
use Test::More;
use Exporter 'import';
our @EXPORT_OK = qw(diag_diff);

sub describe_sql
{
	return q{
WITH e AS (SELECT * FROM pg_extension WHERE extname = 'ulid'),
m AS (SELECT d.classid, d.objid, d.objsubid FROM pg_depend d, e
	WHERE d.refclassid = 'pg_extension'::regclass AND d.refobjid = e.oid AND d.deptype = 'e')
SELECT 'extension ' || extname || ' version ' || extversion || ' relocatable ' || extrelocatable
	|| ' schema ' || extnamespace::regnamespace || ' config ' || coalesce(extconfig::regclass[]::text, '-') FROM e
UNION ALL
SELECT 'member ' || pg_describe_object(classid, objid, objsubid) FROM m
UNION ALL
SELECT 'comment on ' || pg_describe_object(m.classid, m.objid, m.objsubid) || ': ' || d.description
FROM m JOIN pg_description d ON d.classoid = m.classid AND d.objoid = m.objid AND d.objsubid = m.objsubid
UNION ALL
SELECT format('function %s: kind %s returns %s%s lang %s volatile %s strict %s parallel %s leakproof %s secdef %s cost %s rows %s src %s bin %s config %s acl %s support %s',
	p.oid::regprocedure, p.prokind, CASE WHEN p.proretset THEN 'setof ' ELSE '' END, p.prorettype::regtype,
	l.lanname, p.provolatile, p.proisstrict, p.proparallel, p.proleakproof, p.prosecdef, p.procost, p.prorows,
	p.prosrc, p.probin, p.proconfig, p.proacl, p.prosupport::regproc)
FROM m JOIN pg_proc p ON m.classid = 'pg_proc'::regclass AND p.oid = m.objid JOIN pg_language l ON l.oid = p.prolang
UNION ALL
SELECT format('type %s: len %s byval %s type %s category %s preferred %s align %s storage %s in %s out %s recv %s send %s typmod_in %s typmod_out %s analyze %s subscript %s elem %s array %s collation %s notnull %s basetype %s default %s acl %s',
	t.oid::regtype, t.typlen, t.typbyval, t.typtype, t.typcategory, t.typispreferred, t.typalign, t.typstorage,
	t.typinput, t.typoutput, t.typreceive, t.typsend, t.typmodin, t.typmodout, t.typanalyze, to_jsonb(t) ->> 'typsubscript',
	t.typelem::regtype, t.typarray::regtype, t.typcollation, t.typnotnull, t.typbasetype::regtype, t.typdefault, t.typacl)
FROM m JOIN pg_type t ON m.classid = 'pg_type'::regclass AND t.oid = m.objid
UNION ALL
SELECT format('operator %s: result %s code %s commutator %s negator %s restrict %s join %s merges %s hashes %s',
	o.oid::regoperator, o.oprresult::regtype, o.oprcode::regprocedure, nullif(o.oprcom, 0)::regoperator,
	nullif(o.oprnegate, 0)::regoperator, o.oprrest, o.oprjoin, o.oprcanmerge, o.oprcanhash)
FROM m JOIN pg_operator o ON m.classid = 'pg_operator'::regclass AND o.oid = m.objid
UNION ALL
SELECT format('opclass %s using %s: type %s default %s keytype %s family %s',
	c.opcname, a.amname, c.opcintype::regtype, c.opcdefault, c.opckeytype::regtype,
	(SELECT f.opfname FROM pg_opfamily f WHERE f.oid = c.opcfamily))
FROM m JOIN pg_opclass c ON m.classid = 'pg_opclass'::regclass AND c.oid = m.objid JOIN pg_am a ON a.oid = c.opcmethod
UNION ALL
SELECT format('opfamily %s using %s: strategy %s (%s, %s) %s purpose %s sortfamily %s',
	f.opfname, a.amname, ao.amopstrategy, ao.amoplefttype::regtype, ao.amoprighttype::regtype,
	ao.amopopr::regoperator, ao.amoppurpose, ao.amopsortfamily)
FROM m JOIN pg_opfamily f ON m.classid = 'pg_opfamily'::regclass AND f.oid = m.objid
	JOIN pg_am a ON a.oid = f.opfmethod JOIN pg_amop ao ON ao.amopfamily = f.oid
UNION ALL
SELECT format('opfamily %s using %s: support %s (%s, %s) %s',
	f.opfname, a.amname, ap.amprocnum, ap.amproclefttype::regtype, ap.amprocrighttype::regtype, ap.amproc::regprocedure)
FROM m JOIN pg_opfamily f ON m.classid = 'pg_opfamily'::regclass AND f.oid = m.objid
	JOIN pg_am a ON a.oid = f.opfmethod JOIN pg_amproc ap ON ap.amprocfamily = f.oid
UNION ALL
SELECT format('cast %s -> %s: function %s context %s method %s',
	c.castsource::regtype, c.casttarget::regtype, nullif(c.castfunc, 0)::regprocedure, c.castcontext, c.castmethod)
FROM m JOIN pg_cast c ON m.classid = 'pg_cast'::regclass AND c.oid = m.objid
ORDER BY 1;
};
}

sub diag_diff
{
	my ($want, $got, $got_name) = @_;
	$got_name //= 'after the update';
	my %w = map { $_ => 1 } split /\n/, $want;
	my %g = map { $_ => 1 } split /\n/, $got;
	diag "only in the fresh install: $_" for grep { !$g{$_} } sort keys %w;
	diag "only $got_name: $_" for grep { !$w{$_} } sort keys %g;
}

1;
