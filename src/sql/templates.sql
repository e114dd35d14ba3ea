--
-- The SQL shapes every id type has, written once: make expands each
-- "-- @apply NAME a | b | ..." line of the type files and of the update file
-- into the block below with its arguments (src/sql/expand.awk,
-- src/sql/README.md).  So the same object has the same shape for every type,
-- and the generated scripts still spell every object out.
--

-- One function NAME(ARGS) returning RET: the extension's C function C,
-- with the labels ATTRS (volatility, strictness, parallel safety) and its
-- comment WHAT.
-- @template function NAME ARGS RET C ATTRS WHAT
CREATE FUNCTION @NAME@(@ARGS@) RETURNS @RET@
	AS 'MODULE_PATHNAME', '@C@' LANGUAGE C @ATTRS@;
COMMENT ON FUNCTION @NAME@(@ARGS@) IS '@WHAT@';
-- @end

-- One comparison function FN_OP(LEFT, RIGHT) on the C function C_OP.
-- @template comparison FN LEFT RIGHT C OP RET WHAT
-- @apply function @FN@_@OP@ | @LEFT@, @RIGHT@ | pg_catalog.@RET@ | @C@_@OP@ | IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF | @WHAT@
-- @end

-- The six comparison functions and the btree comparator of LEFT op RIGHT,
-- named FN_eq ... FN_cmp, calling the C functions C_eq ... C_cmp.
-- @template comparisons FN LEFT RIGHT C CMP
-- @apply comparison @FN@ | @LEFT@ | @RIGHT@ | @C@ | eq | bool | equal
-- @apply comparison @FN@ | @LEFT@ | @RIGHT@ | @C@ | ne | bool | not equal
-- @apply comparison @FN@ | @LEFT@ | @RIGHT@ | @C@ | lt | bool | less than
-- @apply comparison @FN@ | @LEFT@ | @RIGHT@ | @C@ | le | bool | less than or equal
-- @apply comparison @FN@ | @LEFT@ | @RIGHT@ | @C@ | gt | bool | greater than
-- @apply comparison @FN@ | @LEFT@ | @RIGHT@ | @C@ | ge | bool | greater than or equal
-- @apply comparison @FN@ | @LEFT@ | @RIGHT@ | @C@ | cmp | int4 | @CMP@
-- @end

-- One comparison operator OP of LEFT and RIGHT on FN_F, with its commutator
-- COM, negator NEG and the estimators SEL and JOIN.
-- @template operator FN LEFT RIGHT OP F COM NEG SEL JOIN WHAT
CREATE OPERATOR @OP@ (
	LEFTARG = @LEFT@, RIGHTARG = @RIGHT@, FUNCTION = @FN@_@F@,
	COMMUTATOR = @COM@, NEGATOR = @NEG@,
	RESTRICT = pg_catalog.@SEL@, JOIN = pg_catalog.@JOIN@
);
COMMENT ON OPERATOR @OP@ (@LEFT@, @RIGHT@) IS '@WHAT@';
-- @end

-- The six comparison operators of LEFT and RIGHT on the functions FN_eq ...
-- FN_ge (= hashes and merges; the estimators of the built-in types).
-- @template operators FN LEFT RIGHT
CREATE OPERATOR = (
	LEFTARG = @LEFT@, RIGHTARG = @RIGHT@, FUNCTION = @FN@_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (@LEFT@, @RIGHT@) IS 'equal';
-- @apply operator @FN@ | @LEFT@ | @RIGHT@ | <> | ne | <> | = | neqsel | neqjoinsel | not equal
-- @apply operator @FN@ | @LEFT@ | @RIGHT@ | < | lt | > | >= | scalarltsel | scalarltjoinsel | less than
-- @apply operator @FN@ | @LEFT@ | @RIGHT@ | <= | le | >= | > | scalarlesel | scalarlejoinsel | less than or equal
-- @apply operator @FN@ | @LEFT@ | @RIGHT@ | > | gt | < | <= | scalargtsel | scalargtjoinsel | greater than
-- @apply operator @FN@ | @LEFT@ | @RIGHT@ | >= | ge | <= | < | scalargesel | scalargejoinsel | greater than or equal
-- @end

-- The five btree strategies of an operator class: < <= = >= >.
-- @template strategies
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
-- @end

-- The default btree and hash classes of TYPE (families of the same name):
-- the comparator, sort support SORT, deduplication (btequalimage), the hashes.
-- @template btree_hash TYPE SORT WHAT
CREATE OPERATOR CLASS @TYPE@_ops
	DEFAULT FOR TYPE @TYPE@ USING btree AS
-- @apply strategies
	FUNCTION 1 @TYPE@_cmp(@TYPE@, @TYPE@),
	FUNCTION 2 @SORT@(pg_catalog.internal),
	FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);
COMMENT ON OPERATOR CLASS @TYPE@_ops USING btree IS
	'default btree operator class for @TYPE@ (@WHAT@)';
COMMENT ON OPERATOR FAMILY @TYPE@_ops USING btree IS 'btree operators for @TYPE@';

CREATE OPERATOR CLASS @TYPE@_ops
	DEFAULT FOR TYPE @TYPE@ USING hash AS
	OPERATOR 1 = ,
	FUNCTION 1 @TYPE@_hash(@TYPE@),
	FUNCTION 2 @TYPE@_hash_extended(@TYPE@, pg_catalog.int8);
COMMENT ON OPERATOR CLASS @TYPE@_ops USING hash IS 'default hash operator class for @TYPE@';
COMMENT ON OPERATOR FAMILY @TYPE@_ops USING hash IS 'hash operators for @TYPE@';
-- @end

-- The btree members of LEFT op RIGHT in a family: the five strategies
-- (operators of schema SCHEMA: empty for the extension's own) and the
-- comparator CMP.
-- @template family_members SCHEMA LEFT RIGHT CMP
	OPERATOR 1 @SCHEMA@< (@LEFT@, @RIGHT@),
	OPERATOR 2 @SCHEMA@<= (@LEFT@, @RIGHT@),
	OPERATOR 3 @SCHEMA@= (@LEFT@, @RIGHT@),
	OPERATOR 4 @SCHEMA@>= (@LEFT@, @RIGHT@),
	OPERATOR 5 @SCHEMA@> (@LEFT@, @RIGHT@),
	FUNCTION 1 (@LEFT@, @RIGHT@) @CMP@(@LEFT@, @RIGHT@),
-- @end

-- TYPE compared with OTHER in TYPE's btree and hash families (TYPE_ops): the
-- cross-type operators both ways (functions TO_* and OT_*), and OTHER's own
-- operators and support (OCMP, OSORT, OHASH, OHASHX) to complete the families.
-- OHASH must give what TYPE's hash gives for equal values.
-- @template cross_type TYPE OTHER TO OT OCMP OSORT OHASH OHASHX
ALTER OPERATOR FAMILY @TYPE@_ops USING btree ADD
-- @apply family_members | @TYPE@ | @OTHER@ | @TO@_cmp
-- @apply family_members | @OTHER@ | @TYPE@ | @OT@_cmp
-- @apply family_members pg_catalog. | @OTHER@ | @OTHER@ | @OCMP@
	FUNCTION 2 (@OTHER@, @OTHER@) @OSORT@(pg_catalog.internal);

ALTER OPERATOR FAMILY @TYPE@_ops USING hash ADD
	OPERATOR 1 = (@TYPE@, @OTHER@),
	OPERATOR 1 = (@OTHER@, @TYPE@),
	OPERATOR 1 pg_catalog.= (@OTHER@, @OTHER@),
	FUNCTION 1 (@OTHER@, @OTHER@) @OHASH@(@OTHER@),
	FUNCTION 2 (@OTHER@, @OTHER@) @OHASHX@(@OTHER@, pg_catalog.int8);
-- @end

-- The min and max aggregates of TYPE on TYPE_smaller / TYPE_larger (C
-- functions C_smaller / C_larger); NAME names one value in the comments.
-- @template min_max TYPE C NAME
-- @apply function @TYPE@_smaller | @TYPE@, @TYPE@ | @TYPE@ | @C@_smaller | IMMUTABLE STRICT PARALLEL SAFE | the smaller of two @NAME@s
-- @apply function @TYPE@_larger | @TYPE@, @TYPE@ | @TYPE@ | @C@_larger | IMMUTABLE STRICT PARALLEL SAFE | the larger of two @NAME@s

CREATE AGGREGATE min(@TYPE@) (
	SFUNC = @TYPE@_smaller, STYPE = @TYPE@, COMBINEFUNC = @TYPE@_smaller,
	SORTOP = <, PARALLEL = SAFE
);
COMMENT ON AGGREGATE min(@TYPE@) IS 'the smallest (oldest) @NAME@';
CREATE AGGREGATE max(@TYPE@) (
	SFUNC = @TYPE@_larger, STYPE = @TYPE@, COMBINEFUNC = @TYPE@_larger,
	SORTOP = >, PARALLEL = SAFE
);
COMMENT ON AGGREGATE max(@TYPE@) IS 'the largest (newest) @NAME@';
-- @end

-- The default BRIN class of TYPE: minmax (ids follow insertion time, so
-- block ranges hold narrow ranges of ids).
-- @template brin_minmax TYPE
CREATE OPERATOR CLASS @TYPE@_minmax_ops
	DEFAULT FOR TYPE @TYPE@ USING brin AS
-- @apply strategies
	FUNCTION 1 pg_catalog.brin_minmax_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_minmax_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_minmax_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 4 pg_catalog.brin_minmax_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal);
COMMENT ON OPERATOR CLASS @TYPE@_minmax_ops USING brin IS 'BRIN minmax operator class for @TYPE@ (default)';
COMMENT ON OPERATOR FAMILY @TYPE@_minmax_ops USING brin IS 'BRIN minmax operators for @TYPE@';
-- @end

-- The rows of ulid_refresh_catalog()'s table (refresh_catalog.sql) for a
-- type's btree skip support (PostgreSQL 18+) ...
-- @template refresh_skip TYPE
		['180000', 'btree skip support (support function 6) of @TYPE@',
		 'skip:@TYPE@_ops:@TYPE@',
		 'ALTER OPERATOR FAMILY %1$s.@TYPE@_ops USING btree ADD FUNCTION 6 (%1$s.@TYPE@, %1$s.@TYPE@) %1$s.@TYPE@_skipsupport(pg_catalog.internal)',
		 ''],
-- @end

-- ... and for its BRIN minmax-multi and bloom classes (PostgreSQL 14+), with
-- the distance function DISTANCE; END is "," but for the table's last row.
-- @template refresh_brin TYPE DISTANCE END
		['140000', 'BRIN operator class @TYPE@_minmax_multi_ops',
		 'brin:@TYPE@_minmax_multi_ops',
		 'CREATE OPERATOR CLASS %1$s.@TYPE@_minmax_multi_ops FOR TYPE %1$s.@TYPE@ USING brin AS
			OPERATOR 1 %1$s.< , OPERATOR 2 %1$s.<= , OPERATOR 3 %1$s.= , OPERATOR 4 %1$s.>= , OPERATOR 5 %1$s.> ,
			FUNCTION 1 pg_catalog.brin_minmax_multi_opcinfo(pg_catalog.internal),
			FUNCTION 2 pg_catalog.brin_minmax_multi_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
			FUNCTION 3 pg_catalog.brin_minmax_multi_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
			FUNCTION 4 pg_catalog.brin_minmax_multi_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
			FUNCTION 5 pg_catalog.brin_minmax_multi_options(pg_catalog.internal),
			FUNCTION 11 @DISTANCE@(pg_catalog.internal, pg_catalog.internal);
		 COMMENT ON OPERATOR CLASS %1$s.@TYPE@_minmax_multi_ops USING brin IS ''BRIN minmax-multi operator class for @TYPE@'';
		 COMMENT ON OPERATOR FAMILY %1$s.@TYPE@_minmax_multi_ops USING brin IS ''BRIN minmax-multi operators for @TYPE@''',
		 '@TYPE@_minmax_multi_ops'],
		['140000', 'BRIN operator class @TYPE@_bloom_ops',
		 'brin:@TYPE@_bloom_ops',
		 'CREATE OPERATOR CLASS %1$s.@TYPE@_bloom_ops FOR TYPE %1$s.@TYPE@ USING brin AS
			OPERATOR 1 %1$s.= ,
			FUNCTION 1 pg_catalog.brin_bloom_opcinfo(pg_catalog.internal),
			FUNCTION 2 pg_catalog.brin_bloom_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
			FUNCTION 3 pg_catalog.brin_bloom_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
			FUNCTION 4 pg_catalog.brin_bloom_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
			FUNCTION 5 pg_catalog.brin_bloom_options(pg_catalog.internal),
			FUNCTION 11 %1$s.@TYPE@_hash(%1$s.@TYPE@);
		 COMMENT ON OPERATOR CLASS %1$s.@TYPE@_bloom_ops USING brin IS ''BRIN bloom operator class for @TYPE@ (equality only)'';
		 COMMENT ON OPERATOR FAMILY %1$s.@TYPE@_bloom_ops USING brin IS ''BRIN bloom operators for @TYPE@''',
		 '@TYPE@_bloom_ops']@END@
-- @end
