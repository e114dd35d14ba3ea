// args.cpp: the options and arguments of the `ulid` program's verbs
// (tool.hpp).
#include "cli/tool.hpp"

namespace ulid::cli {

Args ParseArgs(int argc, char **argv, bool allow_n, bool allow_format) {
	Args a;
	bool options_done = false;
	for (int i = 2; i < argc; i++) {
		const std::string s = argv[i];
		if (!options_done && s == "--") {
			options_done = true;
		} else if (!options_done && (s == "--flake" || s == "--baseuid")) {
			const core_type k = s == "--flake" ? CORE_TYPE_FLAKE : CORE_TYPE_BASEUID;
			if (a.kind != CORE_TYPE_ULID && a.kind != k) {
				Usage("--flake and --baseuid exclude each other");
			}
			a.kind = k;
			a.flake = k == CORE_TYPE_FLAKE;
		} else if (!options_done && s == "--uuidv7") {
			a.uuidv7 = true;
		} else if (!options_done && allow_n && (s == "-n" || s.rfind("-n", 0) == 0 || s.rfind("--count=", 0) == 0)) {
			if (s == "-n") {
				if (i + 1 >= argc) {
					Usage("option -n needs a number");
				}
				a.count = argv[++i];
			} else {
				a.count = s.rfind("-n", 0) == 0 ? s.substr(2) : s.substr(8);
			}
		} else if (!options_done && allow_format && (s == "--format" || s.rfind("--format=", 0) == 0)) {
			if (s == "--format") {
				if (i + 1 >= argc) {
					Usage("option --format needs a value");
				}
				a.format = argv[++i];
			} else {
				a.format = s.substr(9);
			}
		} else if (!options_done && s.size() > 1 && s[0] == '-') {
			Usage("unknown option \"%s\"", s);
		} else {
			a.positional.push_back(s);
		}
	}
	if (a.kind != CORE_TYPE_ULID && a.uuidv7) {
		Usage("--uuidv7 makes ULIDs: it does not go with --flake or --baseuid");
	}
	return a;
}

std::uint64_t Count(const std::string &s, const char *what) {
	std::uint64_t n;
	if (!ParseCount(s, kMaxCount, &n)) {
		std::string msg = std::string(what) + " must be a whole number from 0 to 1000000000, not \"%s\"";
		Usage(msg.c_str(), s);
	}
	return n;
}

Format FormatOf(const std::string &s, bool allow_uuid) {
	if (s.empty() || s == "text") {
		return Format::kText;
	}
	if (s == "json") {
		return Format::kJson;
	}
	if (s == "uuid" && allow_uuid) {
		return Format::kUuid;
	}
	Usage(allow_uuid ? "--format must be text, uuid or json, not \"%s\"" : "--format must be text or json, not \"%s\"",
		  s);
}

Args IdArgs(int argc, char **argv, const char *verb, bool allow_format) {
	const Args a = ParseArgs(argc, argv, false, allow_format);
	if (a.kind != CORE_TYPE_ULID) {
		Usage("%s tells the kinds of id apart by length: --flake and --baseuid are not needed", verb);
	}
	if (a.uuidv7) {
		Usage("%s reads any ULID: --uuidv7 is for new, monotonic and from-time", verb);
	}
	if (a.positional.empty()) {
		Usage("%s needs ids, or - to read them from standard input", verb);
	}
	return a;
}


}  // namespace ulid::cli
