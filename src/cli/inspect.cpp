// inspect.cpp: the verbs that read ids, `parse` and `validate` (tool.hpp).
#include <cstdio>
#include <cstring>

#include "cli/tool.hpp"

namespace ulid::cli {
namespace {

// Decodes one id (ULID, Ulid-Flake or BaseUID, by length); on failure
// returns false and the reason.
struct Parsed {
	core_type kind;
	bool flake;
	std::uint8_t ulid[ULID_BINARY_LEN];
	std::uint8_t baseuid[BASEUID_BINARY_LEN];
	std::int64_t flake_value;
};

bool Decode(const std::string &s, Parsed *p, std::string *why) {
	std::size_t pos = 0;
	core_status st;
	p->kind = s.size() == FLAKE_TEXT_LEN ? CORE_TYPE_FLAKE : s.size() == BASEUID_TEXT_LEN ? CORE_TYPE_BASEUID : CORE_TYPE_ULID;
	p->flake = p->kind == CORE_TYPE_FLAKE;
	if (p->kind == CORE_TYPE_FLAKE) {
		st = flake_core_decode(s.data(), s.size(), &p->flake_value, &pos);
	} else if (p->kind == CORE_TYPE_BASEUID) {
		st = baseuid_core_decode(s.data(), s.size(), p->baseuid, &pos);
	} else {
		st = ulid_core_decode(s.data(), s.size(), p->ulid, &pos);
	}
	if (st == CORE_OK) {
		return true;
	}
	if (st == CORE_ERR_LENGTH) {
		char buf[160];
		std::snprintf(buf, sizeof(buf), CORE_MSG_CLI_LENGTH, static_cast<int>(s.size()));
		*why = buf;
	} else {
		*why = InputError(p->kind, s, st, pos);
	}
	return false;
}

// One record of `ulid parse`: a JSON object, or one line of space-separated
// values after a leading word (the keys are JSON's only).
class Record {
  public:
	Record(Out &out, bool json, const char *word) : out_(out), json_(json) {
		out_.Put(word);
		first_ = !*word;
	}
	// quoted: the value is a JSON string (else a number or literal)
	void Field(const char *key, const char *value, std::size_t n, bool quoted) {
		if (json_) {
			out_.Put(first_ ? "{\"" : ",\"");
			out_.Put(key);
			out_.Put(quoted ? "\":\"" : "\":");
		} else if (!first_) {
			out_.Char(' ');
		}
		first_ = false;
		out_.Put(value, n);
		if (json_ && quoted) {
			out_.Char('"');
		}
	}
	void Number(const char *key, std::uint64_t v) {
		char tmp[24];
		Field(key, tmp, static_cast<std::size_t>(std::snprintf(tmp, sizeof(tmp), "%llu", static_cast<unsigned long long>(v))), false);
	}
	void End() {
		if (json_) {
			out_.Char('}');
		} else {
			out_.Char('\n');
		}
	}

  private:
	Out &out_;
	bool json_;
	bool first_;
};

void PutParsed(const Parsed &p, bool json) {
	char text[ULID_TEXT_LEN];
	char time[kTimeLen];
	char uuid[36];
	std::uint64_t ms;
	char random[24];
	std::size_t len = ULID_TEXT_LEN;
	if (p.kind == CORE_TYPE_FLAKE) {
		ms = flake_core_unix_ms(p.flake_value);
		flake_core_encode(p.flake_value, text);
		len = FLAKE_TEXT_LEN;
		std::snprintf(random, sizeof(random), "%u", static_cast<unsigned>(flake_core_random(p.flake_value)));
	} else if (p.kind == CORE_TYPE_BASEUID) {
		// the start of its tick, truncated to the millisecond
		ms = baseuid_core_time_to_unix_ns(baseuid_core_time(p.baseuid)) / 1000000;
		baseuid_core_encode(p.baseuid, text);
		len = BASEUID_TEXT_LEN;
		std::uint8_t uuid_bytes[BASEUID_UUID_LEN];
		baseuid_core_to_uuid(p.baseuid, uuid_bytes);
		FormatUuid(uuid_bytes, uuid);
		for (int i = 0; i < BASEUID_RANDOM_LEN; i++) {
			std::snprintf(random + 2 * i, 3, "%02x", p.baseuid[BASEUID_TIME_LEN + i]);
		}
	} else {
		ms = ulid_core_time_ms(p.ulid);
		ulid_core_encode(p.ulid, text);
		FormatUuid(p.ulid, uuid);
		for (int i = 0; i < ULID_RANDOM_LEN; i++) {
			std::snprintf(random + 2 * i, 3, "%02x", p.ulid[ULID_TIME_LEN + i]);
		}
	}
	const std::size_t tlen = FormatTime(static_cast<std::int64_t>(ms), time);
	const char *kind = p.kind == CORE_TYPE_FLAKE ? "ulid_flake" : p.kind == CORE_TYPE_BASEUID ? "baseuid" : "ulid";
	Record r(out, json, json ? "" : p.kind == CORE_TYPE_FLAKE ? "Ulid-Flake" : p.kind == CORE_TYPE_BASEUID ? "BaseUID" : "ULID");
	r.Field(kind, text, len, true);
	r.Number("timestamp_ms", ms);
	r.Field("time", time, tlen, true);
	r.Field("random", random, std::strlen(random), !p.flake);
	if (p.flake) {
		r.Number("int", static_cast<std::uint64_t>(p.flake_value));
	} else {
		r.Field("uuid", uuid, 36, true);
		if (p.kind == CORE_TYPE_ULID) {
			const char *v7 = json ? (ulid_core_is_uuidv7(p.ulid) ? "true" : "false") : Uuidv7Field(p.ulid);
			r.Field("uuidv7", v7, std::strlen(v7), false);
		}
	}
	r.End();
}

// Calls f(id, line) for every id: the arguments (line 0), or the lines of
// standard input when the only argument is "-" (line = its number; blank
// lines skipped, a final CR dropped).  A line is read into at most kMaxLine
// bytes: a longer one is reported as such (with its first bytes, *status
// set to 1) and the rest of it skipped, never held in memory; reading goes
// on with the next line.
template <typename F>
void ForEachId(const std::vector<std::string> &ids, F f, int *status) {
	if (ids.size() == 1 && ids[0] == "-") {
		std::string line;
		line.reserve(kMaxLine);
		unsigned long long number = 1;
		bool too_long = false;
		bool any = false;  // bytes since the last newline
		auto end_line = [&]() {
			if (!line.empty() && line.back() == '\r' && !too_long) {
				line.pop_back();
			}
			if (too_long) {
				char why[160];
				std::snprintf(why, sizeof(why), CORE_MSG_CLI_LINE_LONG, kMaxLine, ULID_UUID_TEXT_MAX);
				out.Flush();
				std::fprintf(stderr, "ulid: line %llu: invalid id \"%s\": %s\n", number, Shown(line).c_str(), why);
				*status = 1;
			} else if (!line.empty()) {
				f(line, number);
			}
			line.clear();
			too_long = false;
			number++;
		};
		int c;
		while ((c = getc_unlocked(stdin)) != EOF) {
			if (c == '\n') {
				end_line();
				any = false;
				continue;
			}
			any = true;
			if (line.size() <= static_cast<std::size_t>(kMaxLine)) {
				line.push_back(static_cast<char>(c));
				// kMaxLine bytes then a CR: the line may still end there
				too_long = too_long || (line.size() > static_cast<std::size_t>(kMaxLine) && c != '\r');
			} else {
				too_long = true;
			}
		}
		if (any) {
			end_line();
		}
		return;
	}
	for (const auto &id : ids) {
		f(id, 0ULL);
	}
}

// "ulid: [line N: ]invalid id "ID": why" on standard error.
// DecodeOrReport: decode an id of parse or validate; an invalid one is
// reported on stderr (with its line when read from standard input) and sets
// *status to 1.
bool DecodeOrReport(const std::string &s, unsigned long long line, Parsed *p, int *status) {
	std::string why;
	if (Decode(s, p, &why)) {
		return true;
	}
	out.Flush();
	if (line != 0) {
		std::fprintf(stderr, "ulid: line %llu: invalid id \"%s\": %s\n", line, Shown(s).c_str(), why.c_str());
	} else {
		std::fprintf(stderr, "ulid: invalid id \"%s\": %s\n", Shown(s).c_str(), why.c_str());
	}
	*status = 1;
	return false;
}

}  // namespace

int CmdParse(int argc, char **argv) {
	const Args a = IdArgs(argc, argv, "parse", true);
	const bool json = FormatOf(a.format, false) == Format::kJson;
	const bool array = json && (a.positional.size() > 1 || a.positional[0] == "-");
	int status = 0;
	bool first = true;
	if (array) {
		out.Put("[");
	}
	ForEachId(a.positional, [&](const std::string &s, unsigned long long line) {
		Parsed p;
		if (!DecodeOrReport(s, line, &p, &status)) {
			return;
		}
		if (array && !first) {
			out.Put(",\n");
		} else if (array) {
			out.Put("\n");
		}
		first = false;
		PutParsed(p, json);
		if (json && !array) {
			out.Char('\n');
		}
	}, &status);
	if (array) {
		out.Put(first ? "]\n" : "\n]\n");
	}
	return status;
}

int CmdValidate(int argc, char **argv) {
	const Args a = IdArgs(argc, argv, "validate", false);
	int status = 0;
	ForEachId(a.positional, [&](const std::string &s, unsigned long long line) {
		Parsed p;
		DecodeOrReport(s, line, &p, &status);
	}, &status);
	return status;
}

}  // namespace ulid::cli
