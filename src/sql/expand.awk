# src/sql/expand.awk: how make turns the SQL sources into the install and
# update scripts (src/sql/README.md).  Two directives, in SQL comments:
#
#   -- @template NAME P1 P2 ...      a block of SQL with parameters @P1@, @P2@,
#   ...                              ... up to "-- @end"; defined once (in
#   -- @end                          templates.sql), never printed itself
#   -- @apply NAME a1 | a2 | ...     the block, each @Pi@ replaced by ai; a
#                                    block may @apply blocks defined before it
#
# Every other line is printed as it is, but only the lines of the files named
# in -v out="FILE ..." (the other files are read for their templates).
BEGIN {
	n = split(out, names, " ")
	for (i = 1; i <= n; i++)
		printed[names[i]] = 1
}

# The text of "-- @apply NAME a1 | a2 ..." (line), expanded in full.
function apply(line,    name, args, arg, na, text, i, nl, lines, result) {
	split(line, words, " ")
	name = words[3]
	args = line
	sub(/^-- @apply [^ ]+[ \t]*/, "", args)
	na = split(args, arg, /[ \t]*\|[ \t]*/)
	if (!(name in nparams) || na != nparams[name]) {
		printf "%s:%d: @apply %s: no such template, or not %d arguments\n", FILENAME, FNR, name, nparams[name] > "/dev/stderr"
		failed = 1
		exit 1
	}
	text = body[name]
	for (i = 1; i <= na; i++)
		gsub("@" param[name, i] "@", arg[i], text)
	result = ""
	nl = split(text, lines, "\n")
	for (i = 1; i < nl; i++)
		result = result (lines[i] ~ /^-- @apply / ? apply(lines[i]) : lines[i] "\n")
	return result
}

/^-- @template / {
	name = $3
	nparams[name] = NF - 3
	for (i = 4; i <= NF; i++)
		param[name, i - 3] = $i
	body[name] = ""
	inblock = 1
	next
}
inblock && /^-- @end$/ { inblock = 0; next }
inblock { body[name] = body[name] $0 "\n"; next }
/^-- @apply / {
	text = apply($0)
	if (FILENAME in printed)
		printf "%s", text
	next
}
FILENAME in printed { print }
END { if (failed) exit 1 }
