// main.cpp: the `ulid` command-line tool: its usage, its help and the
// dispatch to the verbs (tool.hpp names the other files).  Every id it makes
// or reads goes through the extension's own core (src/core): the same
// codecs, the same monotonic state machine and the same error messages, so
// the terminal and the database never disagree.  ULIDs by default; --flake
// Ulid-Flake ids, --baseuid BaseUIDs.
//
//   ulid new [-n N] [--flake | --baseuid | --uuidv7] [--format text|uuid|json]
//   ulid monotonic N [--flake | --baseuid | --uuidv7]
//   ulid from-time TIME [N] [--flake | --baseuid | --uuidv7]
//   ulid parse [--format text|json] ID... | -
//   ulid validate ID...
//   ulid --help | --version
//
// Exit status: 0 success, 1 an invalid id (parse, validate), 2 usage.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "cli/tool.hpp"

namespace {

constexpr char kVersion[] = ULID_VERSION;
constexpr char kUsage[] =
	"usage: ulid new [-n N] [--flake | --baseuid | --uuidv7] [--format text|uuid|json]\n"
	"       ulid monotonic N [--flake | --baseuid | --uuidv7]\n"
	"       ulid from-time TIME [N] [--flake | --baseuid | --uuidv7]\n"
	"       ulid parse [--format text|json] ID... | -\n"
	"       ulid validate ID... | -\n"
	"       ulid --help | --version\n";
constexpr char kHelp[] =
	"Generate, inspect and validate ULIDs (26 characters), Ulid-Flake ids (13 characters)\n"
	"and BaseUIDs (20 characters) with the code of the PostgreSQL extension ulid.\n"
	"\n"
	"  new        N new ids (default 1), one per line, fresh randomness each: ULIDs as\n"
	"             gen_random_ulid() makes them (the clock to 1/4096 ms, then random bits);\n"
	"             --flake: no id twice in one run (a random field that an earlier id of the\n"
	"             run took in its millisecond moves on to the next free one)\n"
	"  monotonic  N strictly increasing ids, as gen_ulid() makes them (same 1/4096 ms:\n"
	"             previous + 1; --flake: same millisecond: previous + a random step of\n"
	"             1..255; --baseuid: same 32.768 us tick: previous + 1)\n"
	"  from-time  N distinct ids (default 1) of the given time, strictly increasing as\n"
	"             monotonic makes them with the clock stopped at TIME: a random first id,\n"
	"             then the same steps; a ULID's random part stops it with an error if it\n"
	"             runs out (practically never); Ulid-Flake ids run on into the next\n"
	"             milliseconds after about 4,100 ids, as gen_ulid_flake() does.  TIME is\n"
	"             RFC 3339 (2025-01-01T00:00:00Z, 2025-01-01T01:00:00+01:00), Unix ms,\n"
	"             or any time parse prints (after 9999: +010889-08-02T05:31:50.655Z)\n"
	"  parse      kind, canonical text, Unix ms, time (RFC 3339; after year 9999 the\n"
	"             expanded year +YYYYYY), random part and uuid (ULID, and\n"
	"             BaseUID's UUIDv8 form) or integer (Ulid-Flake) of each id, and whether\n"
	"             a ULID is a valid UUIDv7 (- reads ids from standard input)\n"
	"  validate   exit 0 if every id is valid, 1 otherwise (reasons on standard error)\n"
	"\n"
	"Lines of standard input (-) longer than 1024 bytes are errors (exit 1; the next lines\n"
	"are still read).  Input shown in messages has control characters, invalid UTF-8\n"
	"and backslashes escaped (\\x1b, \\\\).\n"
	"\n"
	"  -n N, --count=N    how many ids (new)\n"
	"  --flake            Ulid-Flake ids instead of ULIDs\n"
	"  --baseuid          BaseUIDs instead of ULIDs\n"
	"  --uuidv7           ULIDs that are valid UUIDv7 (version 7, variant 10; the 12-bit\n"
	"                     fraction in RFC 9562's rand_a field, 62 random bits in its\n"
	"                     rand_b field), as ulid.uuidv7 = on\n"
	"  --format FORMAT    new: text, uuid or json; parse: text or json\n"
	"\n"
	"A BaseUID may start with '-': put `--` before the ids (ulid validate -- ID).\n"
	"\n"
	"parse prints one line per id: KIND ID TIMESTAMP_MS TIME RANDOM UUID-or-INT, then\n"
	"for a ULID uuidv7 or not-uuidv7 (space-separated); --format json prints one\n"
	"object (a ULID's with \"uuidv7\": true or false), or an array for several ids\n"
	"or for `-`.\n";

}  // namespace

namespace ulid::cli {

void Usage(const char *fmt, const std::string &arg) {
	std::fprintf(stderr, "ulid: ");
	std::fprintf(stderr, fmt, Shown(arg).c_str());
	std::fprintf(stderr, "\n%s", kUsage);
	std::exit(2);
}

}  // namespace ulid::cli

int main(int argc, char **argv) {
	using namespace ulid::cli;
	if (argc < 2) {
		Usage("no command given");
	}
	const std::string verb = argv[1];
	if (verb == "--help" || verb == "-h" || verb == "help") {
		out.Put(kUsage);
		out.Put("\n");
		out.Put(kHelp);
		return 0;
	}
	if (verb == "--version") {
		out.Put("ulid ");
		out.Put(kVersion);
		out.Put("\n");
		return 0;
	}
	int rc;
	if (verb == "new") {
		rc = CmdNew(argc, argv);
	} else if (verb == "monotonic") {
		rc = CmdMonotonic(argc, argv);
	} else if (verb == "from-time") {
		rc = CmdFromTime(argc, argv);
	} else if (verb == "parse") {
		rc = CmdParse(argc, argv);
	} else if (verb == "validate") {
		rc = CmdValidate(argc, argv);
	} else {
		Usage("unknown command \"%s\"", verb);
	}
	out.Flush();
	return rc;
}
