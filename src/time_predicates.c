/*
 * time_predicates.c
 *	  Comparisons of an id's time with a timestamp, answered by the id's
 *	  index: what the operators id <op> timestamptz of every id type share
 *	  (doc/time-and-partitioning.md, "Time-range queries").
 *
 *	  id < X and id >= X need nothing from here: they are members of the
 *	  type's btree and BRIN minmax operator families (the timestamp sits
 *	  between the last id before it and the first id at or after it), so
 *	  indexes, partition pruning and run-time pruning take them as they are.
 *	  time_predicate_support(), the planner support function of all eight
 *	  operators (SupportRequestSimplify, called by eval_const_expressions
 *	  before index matching and partition pruning):
 *	  - a constant X makes the call one comparison of the id with a constant
 *		id (the core's time bounds, src/core/time_bounds.cpp), which
 *		constraint exclusion can use too;
 *	  - id > X and id <= X (and X < id, X >= id) with a run-time X become
 *		id >= ulid_time_next(X) and id < ulid_time_next(X): X once, exact.
 *
 * Nothing here looks at a query that does not call our operators: there is
 * no hook, and the function forms (ulid_timestamp(id) >= X) stay as written.
 *
 * The support function recognises the operator functions by what they are,
 * not by name: C functions of the very library file of the running support
 * function (the same probin) with the expected C symbol.  What it learns is
 * kept per backend and forgotten on any change to pg_proc, pg_operator or
 * pg_opclass (a syscache invalidation callback), so that a call costs a few
 * comparisons of OIDs.  Nothing here calls a type's file: the types call in.
 */
#include "common.h"

#include "access/htup_details.h"
#include "access/stratnum.h"
#include "catalog/pg_am.h"
#include "catalog/pg_language.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "commands/defrem.h"
#include "common/int.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "nodes/supportnodes.h"
#include "parser/parse_func.h"
#include "utils/builtins.h"
#include "utils/inval.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"

static const char *const cmp_names[] = {"lt", "le", "gt", "ge"};

/*
 * Bounds
 */

/*
 * The Unix microsecond the core's time bounds (core.h) take for "time <cmp> x":
 * time >= x and time < x ask about x itself; time > x and time <= x about
 * x + 1 us (times are whole microseconds).  The infinities are the ends of
 * int64, and a finite x too late for int64 (after 294247) is INT64_MAX:
 * after every id of every type either way.
 */
static int64
bound_unix_us(TimestampTz x, time_relation cmp)
{
	int64		us;

	if (TIMESTAMP_IS_NOBEGIN(x))
		us = PG_INT64_MIN;
	else if (TIMESTAMP_IS_NOEND(x) || pg_add_s64_overflow(x, PG_EPOCH_UNIX_MS * 1000, &us))
		us = PG_INT64_MAX;
	if ((cmp == TIME_GT || cmp == TIME_LE) && us < PG_INT64_MAX)
		us++;
	return us;
}

/*
 * The per-backend cache
 */

/* The most functions one type's cache remembers (its 8 operator functions and some others). */
#define SEEN_MAX 16

/*
 * What the support function of one type knows, filled on its first call and
 * after every invalidation.  An operator function's code is cmp (time <cmp>
 * X, TIME_LT..TIME_GE) plus 4 for the commuted form X <cmp> time; -1 is a
 * function that is not one of the type's operators.
 */
typedef struct type_cache
{
	const time_predicate_type *type;	/* the key */
	bool		valid;
	Oid			support_fn;		/* the support function it was filled for */
	char		probin[MAXPGPATH];	/* that function's library file */
	Oid			nsp;			/* and its schema */
	Oid			idtype;			/* the id type (once an operator is seen) */
	int16		typlen;
	bool		typbyval;
	Oid			ge_op;			/* the type's btree >=, <=, < */
	Oid			le_op;
	Oid			lt_op;
	Oid			ge_fn;			/* the functions of >= and <= */
	Oid			le_fn;
	Oid			time_ge_op;		/* the family's >= and < (id, timestamptz) */
	Oid			time_lt_op;
	Oid			next_fn;		/* ulid_time_next(timestamptz) */
	int			nseen;
	struct
	{
		Oid			fn;
		int			code;
	}			seen[SEEN_MAX];
} type_cache;

/* one per id type: the types share this file */
#define TYPES_MAX 3
static type_cache caches[TYPES_MAX];
static bool callbacks_registered = false;

static void
forget_all(Datum arg, int cacheid, uint32 hashvalue)
{
	for (int i = 0; i < TYPES_MAX; i++)
		caches[i].valid = false;
}

/*
 * The C symbol (prosrc) of fn, into sym (NAMEDATALEN bytes), when fn is a C
 * function of the library file probin; false otherwise.
 */
static bool
c_symbol_in(Oid fn, const char *probin, char *sym, Oid *argtypes, int *nargs)
{
	HeapTuple	tp = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn));
	Form_pg_proc form;
	bool		ok = false;

	if (!HeapTupleIsValid(tp))
		return false;
	form = (Form_pg_proc) GETSTRUCT(tp);
	if (form->prolang == ClanguageId && form->pronargs <= 2)
	{
		bool		isnull;
		Datum		bin = SysCacheGetAttr(PROCOID, tp, Anum_pg_proc_probin, &isnull);

		if (!isnull)
		{
			char	   *b = TextDatumGetCString(bin);

			ok = strcmp(b, probin) == 0;
			pfree(b);
		}
		if (ok)
		{
			Datum		src = SysCacheGetAttr(PROCOID, tp, Anum_pg_proc_prosrc, &isnull);
			char	   *s;

			ok = !isnull;
			if (ok)
			{
				s = TextDatumGetCString(src);
				ok = strlen(s) < NAMEDATALEN;
				if (ok)
					strlcpy(sym, s, NAMEDATALEN);
				pfree(s);
			}
		}
		if (ok && argtypes)
		{
			*nargs = form->pronargs;
			for (int i = 0; i < form->pronargs; i++)
				argtypes[i] = form->proargtypes.values[i];
		}
	}
	ReleaseSysCache(tp);
	return ok;
}

/* Fill c for the support function support_fn: its library file and schema. */
static bool
fill(type_cache *c, Oid support_fn)
{
	HeapTuple	tp;
	bool		isnull;
	Datum		bin;
	char	   *b;

	if (!callbacks_registered)
	{
		CacheRegisterSyscacheCallback(PROCOID, forget_all, (Datum) 0);
		CacheRegisterSyscacheCallback(OPEROID, forget_all, (Datum) 0);
		CacheRegisterSyscacheCallback(CLAOID, forget_all, (Datum) 0);
		callbacks_registered = true;
	}
	memset(((char *) c) + offsetof(type_cache, valid), 0, sizeof(type_cache) - offsetof(type_cache, valid));
	tp = SearchSysCache1(PROCOID, ObjectIdGetDatum(support_fn));
	if (!HeapTupleIsValid(tp))
		return false;
	c->nsp = ((Form_pg_proc) GETSTRUCT(tp))->pronamespace;
	bin = SysCacheGetAttr(PROCOID, tp, Anum_pg_proc_probin, &isnull);
	if (!isnull)
	{
		b = TextDatumGetCString(bin);
		strlcpy(c->probin, b, sizeof(c->probin));
		pfree(b);
	}
	ReleaseSysCache(tp);
	if (isnull)
		return false;
	c->support_fn = support_fn;
	c->valid = true;
	return true;
}

/*
 * Learn the id type idtype: its btree operators, those with timestamptz in
 * its family, and ulid_time_next in the support function's schema (by name,
 * then checked to be ours by library file and C symbol).
 */
static void
learn_type(type_cache *c, Oid idtype)
{
	Oid			opclass = GetDefaultOpClass(idtype, BTREE_AM_OID);
	Oid			opfamily = OidIsValid(opclass) ? get_opclass_family(opclass) : InvalidOid;
	char	   *nspname = get_namespace_name(c->nsp);

	c->idtype = idtype;
	get_typlenbyval(idtype, &c->typlen, &c->typbyval);
	if (OidIsValid(opfamily))
	{
		c->ge_op = get_opfamily_member(opfamily, idtype, idtype, BTGreaterEqualStrategyNumber);
		c->le_op = get_opfamily_member(opfamily, idtype, idtype, BTLessEqualStrategyNumber);
		c->lt_op = get_opfamily_member(opfamily, idtype, idtype, BTLessStrategyNumber);
		c->ge_fn = OidIsValid(c->ge_op) ? get_opcode(c->ge_op) : InvalidOid;
		c->le_fn = OidIsValid(c->le_op) ? get_opcode(c->le_op) : InvalidOid;
		c->time_ge_op = get_opfamily_member(opfamily, idtype, TIMESTAMPTZOID, BTGreaterEqualStrategyNumber);
		c->time_lt_op = get_opfamily_member(opfamily, idtype, TIMESTAMPTZOID, BTLessStrategyNumber);
	}
	if (nspname != NULL)
	{
		Oid			argtype = TIMESTAMPTZOID;
		char		sym[NAMEDATALEN];
		Oid			fn = LookupFuncName(list_make2(makeString(nspname), makeString(pstrdup("ulid_time_next"))),
										1, &argtype, true);

		if (OidIsValid(fn) && get_func_rettype(fn) == TIMESTAMPTZOID &&
			c_symbol_in(fn, c->probin, sym, NULL, NULL) && strcmp(sym, "pgulid_time_next") == 0)
			c->next_fn = fn;
	}
}

/* What fn is (its code, -1 for none of our operators), learnt on first sight. */
static int
operator_code(type_cache *c, Oid fn)
{
	char		sym[NAMEDATALEN];
	Oid			argtypes[2];
	int			nargs;
	int			code = -1;
	size_t		n = strlen(c->type->sym_prefix);

	for (int i = 0; i < c->nseen; i++)
		if (c->seen[i].fn == fn)
			return c->seen[i].code;

	if (c_symbol_in(fn, c->probin, sym, argtypes, &nargs) && nargs == 2 &&
		strncmp(sym, c->type->sym_prefix, n) == 0)
	{
		for (int cmp = TIME_LT; cmp <= TIME_GE; cmp++)
		{
			char		name[NAMEDATALEN];

			snprintf(name, sizeof(name), "%s_timestamptz", cmp_names[cmp]);
			if (strcmp(sym + n, name) == 0 && argtypes[1] == TIMESTAMPTZOID)
				code = cmp;
			snprintf(name, sizeof(name), "timestamptz_%s", cmp_names[cmp]);
			if (strcmp(sym + n, name) == 0 && argtypes[0] == TIMESTAMPTZOID)
				code = cmp + 4;
		}
		if (code >= 0)
		{
			Oid			idtype = argtypes[code < 4 ? 0 : 1];

			if (!OidIsValid(c->idtype))
				learn_type(c, idtype);
			if (idtype != c->idtype)
				code = -1;
		}
	}
	if (c->nseen < SEEN_MAX)
	{
		c->seen[c->nseen].fn = fn;
		c->seen[c->nseen].code = code;
		c->nseen++;
	}
	return code;
}

/*
 * The support function
 */

static Expr *
compare(Oid opno, Oid opfuncid, Expr *id, Expr *bound)
{
	OpExpr	   *op = (OpExpr *) make_opclause(opno, BOOLOID, false, id, bound, InvalidOid, InvalidOid);

	op->opfuncid = OidIsValid(opfuncid) ? opfuncid : get_opcode(opno);
	return (Expr *) op;
}

/*
 * The support function of the operators id <cmp> timestamptz and
 * timestamptz <cmp> id of one type (time_predicate_type: the C symbols of
 * its operator functions are sym_prefix || "<cmp>_timestamptz" and
 * sym_prefix || "timestamptz_<cmp>").  SupportRequestSimplify only:
 *
 * - a constant X: one comparison of the id with a constant id, id >= the
 *	 first id whose time qualifies (time > or >= X), id <= the last one
 *	 (time < or <= X), or id < the lowest id when none qualifies (false for
 *	 every id, null for a null id);
 * - a run-time X in time > X or time <= X: id >= ulid_time_next(X) or
 *	 id < ulid_time_next(X), with the family's operators (times are whole
 *	 microseconds: time > X is time >= X + 1 us);
 * - anything else (time >= X and time < X are family members already): NULL,
 *	 the call stays.
 */
Datum
time_predicate_support(FunctionCallInfo fcinfo, const time_predicate_type *type)
{
	Node	   *rawreq = (Node *) PG_GETARG_POINTER(0);
	FuncExpr   *call;
	type_cache *c = NULL;
	int			code;
	int			cmp;
	bool		after;
	Expr	   *id;
	Expr	   *x;

	if (!IsA(rawreq, SupportRequestSimplify))
		PG_RETURN_POINTER(NULL);
	call = ((SupportRequestSimplify *) rawreq)->fcall;
	if (list_length(call->args) != 2)
		PG_RETURN_POINTER(NULL);

	for (int i = 0; i < TYPES_MAX && c == NULL; i++)
		if (caches[i].type == type || caches[i].type == NULL)
		{
			c = &caches[i];
			c->type = type;
		}
	if (c == NULL)
		PG_RETURN_POINTER(NULL);
	if (!c->valid || c->support_fn != fcinfo->flinfo->fn_oid)
	{
		if (!fill(c, fcinfo->flinfo->fn_oid))
			PG_RETURN_POINTER(NULL);
	}
	code = operator_code(c, call->funcid);
	if (code < 0)
		PG_RETURN_POINTER(NULL);
	cmp = code & 3;
	if (code >= 4)
	{
		/* X <cmp> time(id) is time(id) <commuted cmp> X */
		static const int commuted[] = {TIME_GT, TIME_GE, TIME_LT, TIME_LE};

		cmp = commuted[cmp];
	}
	after = (cmp == TIME_GT || cmp == TIME_GE);
	id = (Expr *) (code >= 4 ? lsecond(call->args) : linitial(call->args));
	x = (Expr *) (code >= 4 ? linitial(call->args) : lsecond(call->args));
	if (exprType((Node *) id) != c->idtype)
		PG_RETURN_POINTER(NULL);

	if (IsA(x, Const))
	{
		Const	   *k = (Const *) x;
		int64		us;
		Datum		end;
		Datum		lowest;

		if (!OidIsValid(c->ge_op) || !OidIsValid(c->le_op) || !OidIsValid(c->lt_op))
			PG_RETURN_POINTER(NULL);
		if (k->constisnull)		/* strict: null (eval_const_expressions folds
								 * it first) */
			PG_RETURN_POINTER(makeConst(BOOLOID, -1, InvalidOid, 1, BoolGetDatum(false), true, true));
		us = bound_unix_us(DatumGetTimestampTz(k->constvalue), (time_relation) cmp);
		if (after ? type->first_at_or_after(us, &end) : type->last_before(us, &end))
			/* one end is open: the other is the one comparison */
			PG_RETURN_POINTER(compare(after ? c->ge_op : c->le_op, after ? c->ge_fn : c->le_fn, id,
									  (Expr *) makeConst(c->idtype, -1, InvalidOid, c->typlen,
														 end, false, c->typbyval)));
		/* empty: id < the lowest id, false for every id, null for a null id */
		(void) type->first_at_or_after(PG_INT64_MIN, &lowest);
		PG_RETURN_POINTER(compare(c->lt_op, InvalidOid, id,
								  (Expr *) makeConst(c->idtype, -1, InvalidOid, c->typlen,
													 lowest, false, c->typbyval)));
	}

	/* time > X: id >= next(X); time <= X: id < next(X) (X stays once) */
	if ((cmp == TIME_GT || cmp == TIME_LE) && OidIsValid(c->next_fn) &&
		OidIsValid(after ? c->time_ge_op : c->time_lt_op))
		PG_RETURN_POINTER(compare(after ? c->time_ge_op : c->time_lt_op, InvalidOid, id,
								  (Expr *) makeFuncExpr(c->next_fn, TIMESTAMPTZOID, list_make1(x),
														InvalidOid, InvalidOid, COERCE_EXPLICIT_CALL)));
	PG_RETURN_POINTER(NULL);
}
