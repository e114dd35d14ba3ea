# src/sql/statements.awk: copies the statements a list names out of the type
# files, as they are written there (make builds the update script this way;
# see src/sql/README.md).
#
#   awk -v dir=src/sql/ -f src/sql/statements.awk src/sql/ulid--0.2.0--0.3.0.list
#
# Each line of the list is "FILE: START" (FILE relative to dir):
#   START begins with "-- "  the section of FILE whose heading (a "--" line,
#                            then a line beginning with START) it is: the
#                            heading and everything up to the next heading;
#   otherwise                the one statement of FILE whose first line
#                            begins with START, up to the line ending in ";".
# Lines beginning with "#" are comments: those of the opening paragraph are
# skipped, the others become SQL comments ("-- ").  A line that names no
# section or statement, or more than one, is an error: nothing is written
# and the exit status is 1.

function fail(msg) {
	printf "%s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"
	failed = 1
	exit 1
}

function load(file,    line, n) {
	if (file in lines)
		return
	n = 0
	while ((getline line < (dir file)) > 0)
		text[file, ++n] = line
	close(dir file)
	if (n == 0)
		fail("cannot read " dir file)
	lines[file] = n
}

function section(file, start,    i, first, last, m) {
	m = 0
	for (i = 2; i <= lines[file]; i++)
		if (text[file, i - 1] == "--" && index(text[file, i], start) == 1) {
			m++
			first = i - 1
		}
	if (m != 1)
		fail(sprintf("%d sections of %s have a heading beginning with \"%s\"", m, file, start))
	for (i = first + 1; i <= lines[file] && text[file, i] != "--"; i++)
		;
	for (i++; i <= lines[file] && text[file, i] != "--"; i++)
		;
	for (last = i - 1; last > first && text[file, last] == ""; last--)
		;
	for (i = first; i <= last; i++)
		out[++nout] = text[file, i]
	out[++nout] = ""
}

function statement(file, start,    i, first, m) {
	m = 0
	for (i = 1; i <= lines[file]; i++)
		if (index(text[file, i], start) == 1) {
			m++
			first = i
		}
	if (m != 1)
		fail(sprintf("%d statements of %s begin with \"%s\"", m, file, start))
	for (i = first; i <= lines[file]; i++) {
		out[++nout] = text[file, i]
		if (text[file, i] ~ /;[ \t]*$/)
			break
	}
	if (i > lines[file])
		fail("the statement of " file " beginning with \"" start "\" does not end with \";\"")
}

# the list's opening comment is its own; its other comments are copied as
# SQL comments
/^[ \t]*$/ {
	started = 1
	if (nout && out[nout] != "")
		out[++nout] = ""
	next
}
/^#/ {
	if (started)
		out[++nout] = "--" substr($0, 2)
	next
}

{
	i = index($0, ": ")
	if (i == 0)
		fail("expected FILE: START")
	file = substr($0, 1, i - 1)
	load(file)
	if (substr($0, i + 2, 3) == "-- ")
		section(file, substr($0, i + 2))
	else
		statement(file, substr($0, i + 2))
}

END {
	if (failed)
		exit 1
	for (i = 1; i <= nout; i++)
		if (!(out[i] == "" && (i == nout || out[i + 1] == "")))
			print out[i]
}
