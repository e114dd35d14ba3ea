/*
 * time_predicates.c
 *	  Comparisons of an id's time with a timestamp, answered by the id's
 *	  index: what the operators id <op> timestamptz of every id type share
 *	  (doc/time-and-partitioning.md, "Time-range queries").
 *
 *	  - time_predicate_bound(): the ends of the range of ids whose time
 *		compares so with X (the core's time bounds, src/core/time_bounds.cpp),
 *		for the bound functions <type>_time_lo_<op> / _hi_<op>.
 *	  - time_predicate_support(): the planner support function of the
 *		operators (SupportRequestSimplify, called by eval_const_expressions,
 *		with or without the preload, before index matching and partition
 *		pruning): `id >= X` becomes one comparison of id with a constant id
 *		for a constant X, `id >= lo(X) AND id <= hi(X)` with the type's own
 *		btree operators for a non-volatile X; a volatile X stays as written.
 *	  - the planner_hook (installed by _PG_init, so only once the library is
 *		loaded): `ulid_timestamp(id) >= X`, `id::timestamptz >= X` and the
 *		other functions and casts that give an id's time become the operator
 *		form before planning (replaced, not added), except on a table with an
 *		index whose expressions or predicate call that function (the index
 *		the user made for it keeps answering it).
 *
 * Our functions are recognised by what they are, not by name: a C function
 * of this very library (dladdr() of its address) with the expected C symbol.
 * A same-named function in another schema, or an SQL function, is left alone.
 * Nothing here calls a type's file: the types call in.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE				/* dladdr() */
#endif
#include "common.h"

#include <dlfcn.h>

#include "access/htup_details.h"
#include "access/nbtree.h"
#include "access/stratnum.h"
#include "access/relation.h"
#include "catalog/pg_am.h"
#include "catalog/pg_index.h"
#include "catalog/pg_language.h"
#include "catalog/pg_namespace.h"
#include "catalog/pg_operator.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "commands/defrem.h"
#include "common/int.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "nodes/supportnodes.h"
#include "optimizer/optimizer.h"
#include "optimizer/planner.h"
#include "parser/parse_func.h"
#include "parser/parsetree.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"
#include "utils/relcache.h"
#include "utils/syscache.h"

static const char *const cmp_names[] = {"lt", "le", "gt", "ge"};
static const char *const cmp_operators[] = {"<", "<=", ">", ">="};

/*
 * Bounds
 */

/*
 * The Unix microsecond the core's bound functions take for "time <cmp> x":
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
 * The ids whose time compares so with x are one range: every id from
 * first(us) up (time >= or > x), or every id up to last(us) (time < or <=).
 * Its low end (hi = false) or high end, as the bound functions return it;
 * an empty range is low = the type's highest id, high = its lowest, so that
 * `id >= low AND id <= high` is false for every id (and null for a null
 * one).  The lowest id is first(INT64_MIN), the highest last(INT64_MAX).
 */
Datum
time_predicate_bound(TimestampTz x, time_relation cmp, bool hi,
					 time_bound_fn first_at_or_after, time_bound_fn last_before)
{
	int64		us = bound_unix_us(x, cmp);
	bool		after = (cmp == TIME_GT || cmp == TIME_GE);
	Datum		end;
	Datum		id;

	if (!(after ? first_at_or_after(us, &end) : last_before(us, &end)))
	{
		/* empty: low end the highest id, high end the lowest */
		if (hi)
			(void) first_at_or_after(PG_INT64_MIN, &id);
		else
			(void) last_before(PG_INT64_MAX, &id);
	}
	else if (after == hi)
	{
		/* the open end of the range: the highest id, or the lowest */
		if (after)
			(void) last_before(PG_INT64_MAX, &id);
		else
			(void) first_at_or_after(PG_INT64_MIN, &id);
	}
	else
		id = end;
	return id;
}

/*
 * Recognising our own functions
 */

/* Whether a function's code is in this library (the one this file is in). */
static bool
in_this_library(PGFunction fn)
{
	Dl_info		fn_info;
	Dl_info		self_info;

	return dladdr((void *) fn, &fn_info) != 0 &&
		dladdr((void *) &time_predicate_bound, &self_info) != 0 &&
		fn_info.dli_fbase == self_info.dli_fbase;
}

/*
 * The C symbol of function fn (into sym, NAMEDATALEN bytes) when it is a C
 * function of this library; false for any other function (another
 * language, another library, a dropped one).
 */
static bool
own_c_symbol(Oid fn, char *sym)
{
	HeapTuple	tp = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn));
	bool		ok = false;
	FmgrInfo	finfo;

	if (!HeapTupleIsValid(tp))
		return false;
	if (((Form_pg_proc) GETSTRUCT(tp))->prolang == ClanguageId)
	{
		bool		isnull;
		Datum		src = SysCacheGetAttr(PROCOID, tp, Anum_pg_proc_prosrc, &isnull);

		if (!isnull)
		{
			char	   *s = TextDatumGetCString(src);

			ok = strlen(s) < NAMEDATALEN;
			if (ok)
				strlcpy(sym, s, NAMEDATALEN);
			pfree(s);
		}
		/*
		 * Only a library file named ulid (as $libdir/ulid): fmgr_info() of
		 * another library's function would load that library here.
		 */
		if (ok)
		{
			Datum		bin = SysCacheGetAttr(PROCOID, tp, Anum_pg_proc_probin, &isnull);

			ok = !isnull;
			if (ok)
			{
				char	   *b = TextDatumGetCString(bin);
				const char *base = strrchr(b, '/');

				base = base ? base + 1 : b;
				ok = strncmp(base, "ulid", 4) == 0 && (base[4] == '\0' || base[4] == '.');
				pfree(b);
			}
		}
	}
	ReleaseSysCache(tp);
	if (!ok)
		return false;
	/* a C function of ours: looking it up loads nothing new */
	fmgr_info(fn, &finfo);
	return in_this_library(finfo.fn_addr);
}

/* Whether fn is a C function of this library with symbol prefix || suffix. */
static bool
is_own(Oid fn, const char *prefix, const char *suffix)
{
	char		sym[NAMEDATALEN];
	size_t		n = strlen(prefix);

	return OidIsValid(fn) && own_c_symbol(fn, sym) &&
		strncmp(sym, prefix, n) == 0 && strcmp(sym + n, suffix) == 0;
}

/*
 * The support function
 */

/* The bound function <sql_prefix>_time_<lo|hi>_<cmp>(timestamptz) in schema nsp, if ours. */
static Oid
bound_function(Oid nsp, const char *sym_prefix, const char *sql_prefix, bool hi, time_relation cmp)
{
	char		name[NAMEDATALEN];
	char		suffix[NAMEDATALEN];
	Oid			argtype = TIMESTAMPTZOID;
	char	   *nspname = get_namespace_name(nsp);
	Oid			fn;

	if (nspname == NULL)
		return InvalidOid;
	snprintf(suffix, sizeof(suffix), "time_%s_%s", hi ? "hi" : "lo", cmp_names[cmp]);
	snprintf(name, sizeof(name), "%s_%s", sql_prefix, suffix);
	fn = LookupFuncName(list_make2(makeString(nspname), makeString(pstrdup(name))), 1, &argtype, true);
	return is_own(fn, sym_prefix, suffix) ? fn : InvalidOid;
}

static Expr *
compare(Oid opno, Expr *id, Expr *bound)
{
	OpExpr	   *op = (OpExpr *) make_opclause(opno, BOOLOID, false, id, bound, InvalidOid, InvalidOid);

	op->opfuncid = get_opcode(opno);
	return (Expr *) op;
}

/*
 * SupportRequestSimplify for the operators id <cmp> timestamptz and
 * timestamptz <cmp> id of one type, whose C symbols are sym_prefix ||
 * "<cmp>_timestamptz" and sym_prefix || "timestamptz_<cmp>", and whose bound
 * functions are named sql_prefix || "_time_lo_<cmp>" / "_time_hi_<cmp>" in
 * the operator function's schema.  NULL (no change) for anything else.
 */
Node *
time_predicate_support(Node *rawreq, const char *sym_prefix, const char *sql_prefix)
{
	SupportRequestSimplify *req;
	FuncExpr   *call;
	char		sym[NAMEDATALEN];
	const char *what;
	int			cmp = -1;
	bool		x_first = false;
	Expr	   *id;
	Expr	   *x;
	Oid			idtype;
	Oid			nsp;
	Oid			opfamily;
	Oid			lo_fn;
	Oid			hi_fn;
	Oid			ge_op;
	Oid			le_op;
	Oid			lt_op;

	if (!IsA(rawreq, SupportRequestSimplify))
		return NULL;
	req = (SupportRequestSimplify *) rawreq;
	call = req->fcall;
	if (list_length(call->args) != 2 || !own_c_symbol(call->funcid, sym) ||
		strncmp(sym, sym_prefix, strlen(sym_prefix)) != 0)
		return NULL;
	what = sym + strlen(sym_prefix);
	for (int c = TIME_LT; c <= TIME_GE; c++)
	{
		char		name[NAMEDATALEN];

		snprintf(name, sizeof(name), "%s_timestamptz", cmp_names[c]);
		if (strcmp(what, name) == 0)
			cmp = c;
		snprintf(name, sizeof(name), "timestamptz_%s", cmp_names[c]);
		if (strcmp(what, name) == 0)
		{
			/* X <cmp> time(id) is time(id) <commuted cmp> X */
			static const int commuted[] = {TIME_GT, TIME_GE, TIME_LT, TIME_LE};

			cmp = commuted[c];
			x_first = true;
		}
	}
	if (cmp < 0)
		return NULL;
	id = (Expr *) (x_first ? lsecond(call->args) : linitial(call->args));
	x = (Expr *) (x_first ? linitial(call->args) : lsecond(call->args));

	/* id appears twice below, X once or twice: neither may be volatile */
	if (contain_volatile_functions((Node *) call->args))
		return NULL;

	idtype = exprType((Node *) id);
	nsp = get_func_namespace(call->funcid);
	lo_fn = bound_function(nsp, sym_prefix, sql_prefix, false, cmp);
	hi_fn = bound_function(nsp, sym_prefix, sql_prefix, true, cmp);
	opfamily = get_opclass_family(GetDefaultOpClass(idtype, BTREE_AM_OID));
	ge_op = get_opfamily_member(opfamily, idtype, idtype, BTGreaterEqualStrategyNumber);
	le_op = get_opfamily_member(opfamily, idtype, idtype, BTLessEqualStrategyNumber);
	lt_op = get_opfamily_member(opfamily, idtype, idtype, BTLessStrategyNumber);
	if (!OidIsValid(lo_fn) || !OidIsValid(hi_fn) || !OidIsValid(ge_op) ||
		!OidIsValid(le_op) || !OidIsValid(lt_op))
		return NULL;

	if (IsA(x, Const))
	{
		Const	   *c = (Const *) x;
		bool		after = (cmp == TIME_GT || cmp == TIME_GE);
		int16		typlen;
		bool		typbyval;
		Datum		lo;
		Datum		hi;
		Datum		lowest;
		Oid			cmp_proc;

		if (c->constisnull)		/* strict: null (eval_const_expressions folds it first) */
			return (Node *) makeBoolConst(false, true);
		get_typlenbyval(idtype, &typlen, &typbyval);
		lo = OidFunctionCall1(lo_fn, c->constvalue);
		hi = OidFunctionCall1(hi_fn, c->constvalue);
		/* the lowest id: the low end of an unbounded range of this cmp */
		lowest = OidFunctionCall1(lo_fn, TimestampTzGetDatum(after ? DT_NOBEGIN : DT_NOEND));
		cmp_proc = get_opfamily_proc(opfamily, idtype, idtype, BTORDER_PROC);
		if (!OidIsValid(cmp_proc))
			return NULL;
		/* empty: id < lowest, false for every id, null for a null id */
		if (DatumGetInt32(OidFunctionCall2(cmp_proc, lo, hi)) > 0)
			return (Node *) compare(lt_op, id,
									(Expr *) makeConst(idtype, -1, InvalidOid, typlen, lowest, false, typbyval));
		/* one end is open: the other is the one comparison */
		return (Node *) (after ?
						 compare(ge_op, id, (Expr *) makeConst(idtype, -1, InvalidOid, typlen, lo, false, typbyval)) :
						 compare(le_op, id, (Expr *) makeConst(idtype, -1, InvalidOid, typlen, hi, false, typbyval)));
	}

	/* X known only at run time: both ends, computed from it */
	return (Node *) make_andclause(list_make2(
		compare(ge_op, id, (Expr *) makeFuncExpr(lo_fn, idtype, list_make1(x), InvalidOid, InvalidOid, COERCE_EXPLICIT_CALL)),
		compare(le_op, (Expr *) copyObject(id),
				(Expr *) makeFuncExpr(hi_fn, idtype, list_make1(copyObject(x)), InvalidOid, InvalidOid, COERCE_EXPLICIT_CALL))));
}

/*
 * The planner hook: the function forms
 */

static planner_hook_type prev_planner_hook = NULL;

/* The time functions of the three types (prosrc) and their types' symbol prefixes. */
static const struct
{
	const char *time_symbol;
	const char *sym_prefix;
}			time_functions[] = {
	{"pgulid_timestamp", "pgulid_"},
	{"pgulid_flake_timestamp", "pgulid_flake_"},
	{"pgulid_baseuid_timestamp", "pgulid_baseuid_"},
};

/* The range tables of the queries around the node being walked, innermost first. */
typedef struct rewrite_context
{
	List	   *rtables;
} rewrite_context;

static bool
calls_function_walker(Node *node, void *funcid)
{
	if (node == NULL)
		return false;
	if (IsA(node, FuncExpr) && ((FuncExpr *) node)->funcid == *(Oid *) funcid)
		return true;
	return expression_tree_walker(node, calls_function_walker, funcid);
}

/*
 * Whether the table e belongs to (e a column of a table of the query, or of
 * one around it) has an index whose expressions or predicate call fn, such
 * as CREATE INDEX ON t (ulid_timestamp(id)): then the function form is left
 * as written, for that index.
 */
static bool
indexed_by_function(Expr *e, Oid fn, rewrite_context *ctx)
{
	Var		   *var;
	List	   *rtable;
	RangeTblEntry *rte;
	Relation	rel;
	List	   *indexes;
	ListCell   *lc;
	bool		found = false;

	while (IsA(e, RelabelType))
		e = ((RelabelType *) e)->arg;
	if (!IsA(e, Var))
		return false;
	var = (Var *) e;
	if (var->varlevelsup >= (Index) list_length(ctx->rtables))
		return false;
	rtable = (List *) list_nth(ctx->rtables, var->varlevelsup);
	if (var->varno < 1 || var->varno > (int) list_length(rtable))
		return false;
	rte = rt_fetch(var->varno, rtable);
	if (rte->rtekind != RTE_RELATION)
		return false;
	/* the query holds a lock on it already */
	rel = relation_open(rte->relid, AccessShareLock);
	indexes = RelationGetIndexList(rel);
	foreach(lc, indexes)
	{
		HeapTuple	tp = SearchSysCache1(INDEXRELID, ObjectIdGetDatum(lfirst_oid(lc)));
		static const AttrNumber parts[] = {Anum_pg_index_indexprs, Anum_pg_index_indpred};

		if (!HeapTupleIsValid(tp))
			continue;
		for (int i = 0; i < lengthof(parts) && !found; i++)
		{
			bool		isnull;
			Datum		d = SysCacheGetAttr(INDEXRELID, tp, parts[i], &isnull);

			if (!isnull)
				found = calls_function_walker((Node *) stringToNode(TextDatumGetCString(d)), &fn);
		}
		ReleaseSysCache(tp);
		if (found)
			break;
	}
	list_free(indexes);
	relation_close(rel, AccessShareLock);
	return found;
}

/*
 * op is time(e) <cmp> X or X <cmp> time(e) with a comparison of timestamptz
 * (or of timestamp, the time function giving a timestamp: ulid_to_timestamp,
 * ulid::timestamp) and time() one of ours: make it e <cmp> X with our
 * operator of that type, in place.  Exact: the operator means time(e) <cmp>
 * X, and a timestamp is the same microseconds as the timestamptz in UTC
 * that ulid_to_timestamp's value is, so X is relabelled, not converted.
 */
static void
rewrite_comparison(OpExpr *op, rewrite_context *ctx)
{
	int			cmp;
	bool		of_timestamptz;

	if (list_length(op->args) != 2)
		return;
	set_opfuncid(op);
	switch (op->opfuncid)
	{
		case F_TIMESTAMPTZ_LT: cmp = TIME_LT; of_timestamptz = true; break;
		case F_TIMESTAMPTZ_LE: cmp = TIME_LE; of_timestamptz = true; break;
		case F_TIMESTAMPTZ_GT: cmp = TIME_GT; of_timestamptz = true; break;
		case F_TIMESTAMPTZ_GE: cmp = TIME_GE; of_timestamptz = true; break;
		case F_TIMESTAMP_LT: cmp = TIME_LT; of_timestamptz = false; break;
		case F_TIMESTAMP_LE: cmp = TIME_LE; of_timestamptz = false; break;
		case F_TIMESTAMP_GT: cmp = TIME_GT; of_timestamptz = false; break;
		case F_TIMESTAMP_GE: cmp = TIME_GE; of_timestamptz = false; break;
		default: return;
	}
	for (int side = 0; side < 2; side++)
	{
		FuncExpr   *time_call = (FuncExpr *) list_nth(op->args, side);
		Expr	   *x = (Expr *) list_nth(op->args, 1 - side);
		char		sym[NAMEDATALEN];
		char		suffix[NAMEDATALEN];
		Expr	   *id;
		Oid			idtype;
		Oid			opno;
		int			kind = -1;

		if (!IsA(time_call, FuncExpr) || list_length(time_call->args) != 1 ||
			time_call->funcresulttype != (of_timestamptz ? TIMESTAMPTZOID : TIMESTAMPOID) ||
			!own_c_symbol(time_call->funcid, sym))
			continue;
		for (int k = 0; k < lengthof(time_functions); k++)
			if (strcmp(sym, time_functions[k].time_symbol) == 0)
				kind = k;
		if (kind < 0)
			continue;
		id = (Expr *) linitial(time_call->args);
		if (indexed_by_function(id, time_call->funcid, ctx))
			continue;
		idtype = exprType((Node *) id);
		opno = GetSysCacheOid4(OPERNAMENSP, Anum_pg_operator_oid,
							   CStringGetDatum(cmp_operators[cmp]),
							   ObjectIdGetDatum(side == 0 ? idtype : TIMESTAMPTZOID),
							   ObjectIdGetDatum(side == 0 ? TIMESTAMPTZOID : idtype),
							   ObjectIdGetDatum(get_func_namespace(time_call->funcid)));
		if (side == 0)
			snprintf(suffix, sizeof(suffix), "%s_timestamptz", cmp_names[cmp]);
		else
			snprintf(suffix, sizeof(suffix), "timestamptz_%s", cmp_names[cmp]);
		/* none (an extension not yet updated to this version), or not ours */
		if (!OidIsValid(opno) || !is_own(get_opcode(opno), time_functions[kind].sym_prefix, suffix))
			continue;
		if (!of_timestamptz)
			x = (Expr *) makeRelabelType(x, TIMESTAMPTZOID, -1, InvalidOid, COERCE_IMPLICIT_CAST);
		op->opno = opno;
		op->opfuncid = get_opcode(opno);
		op->opresulttype = BOOLOID;
		op->inputcollid = InvalidOid;
		op->args = side == 0 ? list_make2(id, x) : list_make2(x, id);
		return;
	}
}

static bool
rewrite_walker(Node *node, void *context)
{
	rewrite_context *ctx = (rewrite_context *) context;

	if (node == NULL)
		return false;
	if (IsA(node, Query))
	{
		bool		done;

		ctx->rtables = lcons(((Query *) node)->rtable, ctx->rtables);
		done = query_tree_walker((Query *) node, rewrite_walker, context, 0);
		ctx->rtables = list_delete_first(ctx->rtables);
		return done;
	}
	if (IsA(node, OpExpr))
		rewrite_comparison((OpExpr *) node, ctx);
	return expression_tree_walker(node, rewrite_walker, context);
}

#if PG_VERSION_NUM >= 190000
#define PLANNER_ARGS Query *parse, const char *query_string, int cursorOptions, \
	ParamListInfo boundParams, ExplainState *es
#define PLANNER_PASS parse, query_string, cursorOptions, boundParams, es
#else
#define PLANNER_ARGS Query *parse, const char *query_string, int cursorOptions, \
	ParamListInfo boundParams
#define PLANNER_PASS parse, query_string, cursorOptions, boundParams
#endif

static PlannedStmt *
time_predicates_planner(PLANNER_ARGS)
{
	rewrite_context ctx = {NIL};

	(void) rewrite_walker((Node *) parse, &ctx);
	if (prev_planner_hook)
		return prev_planner_hook(PLANNER_PASS);
	return standard_planner(PLANNER_PASS);
}

void
time_predicates_init(void)
{
	prev_planner_hook = planner_hook;
	planner_hook = time_predicates_planner;
}
