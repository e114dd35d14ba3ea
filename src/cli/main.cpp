// main.cpp: the `ulid` command-line tool.  Every id it makes or reads goes
// through the extension's own core (src/core): the same codecs, the same
// monotonic state machine and the same error messages, so the terminal and
// the database never disagree.  ULIDs by default; --flake Ulid-Flake ids,
// --baseuid BaseUIDs.
//
//   ulid new [-n N] [--flake | --baseuid | --uuidv7] [--format text|uuid|json]
//   ulid monotonic N [--flake | --baseuid | --uuidv7]
//   ulid from-time TIME [N] [--flake | --baseuid | --uuidv7]
//   ulid parse [--format text|json] ID... | -
//   ulid validate ID...
//   ulid --help | --version
//
// Exit status: 0 success, 1 an invalid id (parse, validate), 2 usage.
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "cli/cli.hpp"
#include "core/core.h"

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
	"  new        N new ids (default 1), fresh randomness each, one per line\n"
	"  monotonic  N strictly increasing ids (same millisecond: previous + 1;\n"
	"             --flake: previous + a random step of 1..255; --baseuid: same 32.768 us\n"
	"             tick: previous + 1)\n"
	"  from-time  N distinct ids (default 1) of the given time, strictly increasing as\n"
	"             monotonic makes them with the clock stopped at TIME: a random first id,\n"
	"             then the same steps; a ULID's 80 random bits stop it with an error if\n"
	"             they run out (practically never); Ulid-Flake ids run on into the next\n"
	"             milliseconds after about 4,000 ids, as gen_ulid_flake() does.  TIME is\n"
	"             RFC 3339 (2025-01-01T00:00:00Z, 2025-01-01T01:00:00+01:00), Unix ms,\n"
	"             or any time parse prints (after 9999: +010889-08-02T05:31:50.655Z)\n"
	"  parse      kind, canonical text, Unix ms, time (RFC 3339; after year 9999 the\n"
	"             expanded year +YYYYYY), random part and uuid (ULID, and\n"
	"             BaseUID's UUIDv8 form) or integer (Ulid-Flake) of each id, and whether\n"
	"             a ULID is a valid UUIDv7; `-` reads ids from standard input\n"
	"  validate   exit 0 if every id is valid, 1 otherwise (reasons on standard error)\n"
	"\n"
	"Lines of standard input (-) longer than 1024 bytes are errors (exit 1; the next lines\n"
	"are still read).  Input shown in messages has control characters, invalid UTF-8\n"
	"and backslashes escaped (\\x1b, \\\\).\n"
	"\n"
	"  -n N, --count=N    how many ids (new)\n"
	"  --flake            Ulid-Flake ids instead of ULIDs\n"
	"  --baseuid          BaseUIDs instead of ULIDs\n"
	"  --uuidv7           ULIDs that are valid UUIDv7 (version 7, variant 10, 74 random\n"
	"                     bits; monotonic counts through the 74 bits), as ulid.uuidv7 = on\n"
	"  --format FORMAT    new: text, uuid or json; parse: text or json\n"
	"\n"
	"A BaseUID may start with '-': put `--` before the ids (ulid validate -- ID).\n"
	"\n"
	"parse prints one line per id: KIND ID TIMESTAMP_MS TIME RANDOM UUID-or-INT, then\n"
	"for a ULID uuidv7 or not-uuidv7 (space-separated); --format json prints one\n"
	"object (a ULID's with \"uuidv7\": true or false), or an array for several ids\n"
	"or for `-`.\n";

constexpr std::uint64_t kMaxCount = 1000000000;  // ids per call
constexpr int kMaxLine = 1024;					 // bytes per line of standard input

// ---- output: one buffer, written in large blocks --------------------------

class Out {
  public:
	~Out() { Flush(); }
	void Put(const char *s, std::size_t n) {
		if (len_ + n > sizeof(buf_)) {
			Flush();
		}
		if (n > sizeof(buf_)) {
			Write(s, n);
			return;
		}
		std::memcpy(buf_ + len_, s, n);
		len_ += n;
	}
	void Put(const char *s) { Put(s, std::strlen(s)); }
	void Put(const std::string &s) { Put(s.data(), s.size()); }
	void Char(char c) { Put(&c, 1); }
	void Num(std::uint64_t v) {
		char tmp[24];
		Put(tmp, static_cast<std::size_t>(std::snprintf(tmp, sizeof(tmp), "%llu", static_cast<unsigned long long>(v))));
	}
	void Flush() {
		Write(buf_, len_);
		len_ = 0;
	}

  private:
	static void Write(const char *s, std::size_t n) {
		while (n > 0) {
			const ssize_t w = write(STDOUT_FILENO, s, n);
			if (w < 0) {
				if (errno == EINTR) {
					continue;
				}
				std::_Exit(errno == EPIPE ? 0 : 1);
			}
			s += w;
			n -= static_cast<std::size_t>(w);
		}
	}
	char buf_[1 << 16];
	std::size_t len_ = 0;
};

Out out;

// ---- randomness: getrandom() in blocks -------------------------------------

class Random {
  public:
	void Fill(std::uint8_t *dst, std::size_t n) {
		while (n > 0) {
			if (pos_ == sizeof(buf_)) {
				Refill();
			}
			const std::size_t k = n < sizeof(buf_) - pos_ ? n : sizeof(buf_) - pos_;
			std::memcpy(dst, buf_ + pos_, k);
			std::memset(buf_ + pos_, 0, k);
			pos_ += k;
			dst += k;
			n -= k;
		}
	}

  private:
	void Refill() {
		std::size_t got = 0;
		while (got < sizeof(buf_)) {
			const ssize_t r = getrandom(buf_ + got, sizeof(buf_) - got, 0);
			if (r < 0) {
				if (errno == EINTR) {
					continue;
				}
				std::fprintf(stderr, "ulid: could not read random bytes: %s\n", std::strerror(errno));
				std::exit(1);
			}
			got += static_cast<std::size_t>(r);
		}
		pos_ = 0;
	}
	std::uint8_t buf_[1 << 14];
	std::size_t pos_ = sizeof(buf_);
};

Random rnd;

std::uint64_t NowNs() {
	timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return static_cast<std::uint64_t>(ts.tv_sec) * 1000000000 + static_cast<std::uint64_t>(ts.tv_nsec);
}

std::uint64_t NowMs() { return NowNs() / 1000000; }

// The BaseUID time field (32.768 us tick) of the clock.
std::uint64_t NowBaseuidTime() {
	std::uint64_t time = 0;
	baseuid_core_time_from_unix_ns(NowNs(), &time);  // every clock reading before 2262 has one
	return time;
}

// User input in a message: escaped for the terminal, at most 80 bytes of it.
std::string Shown(const std::string &s) { return ulid::cli::ShowInput(s, 80); }

[[noreturn]] void Usage(const char *fmt, const std::string &arg = "") {
	std::fprintf(stderr, "ulid: ");
	std::fprintf(stderr, fmt, Shown(arg).c_str());
	std::fprintf(stderr, "\n%s", kUsage);
	std::exit(2);
}

[[noreturn]] void Fail(const char *what, core_status st) {
	std::fprintf(stderr, "ulid: %s (%s)\n", what,
				 st == CORE_ERR_TIME_RANGE ? "the clock is outside the range of the id's timestamps"
										   : "the random part cannot be incremented further in this millisecond");
	std::exit(1);
}

// ---- printing one id --------------------------------------------------------

enum class Format { kText, kUuid, kJson };

// An id with a uuid form (ULID; BaseUID's UUIDv8 form): its text, its uuid,
// or both as {"KEY":"text","uuid":"..."}.
void PutWithUuid(const char *key, const char *text, std::size_t len, const char uuid[36], Format f) {
	switch (f) {
		case Format::kText:
			out.Put(text, len);
			break;
		case Format::kUuid:
			out.Put(uuid, 36);
			break;
		case Format::kJson:
			out.Put("{\"");
			out.Put(key);
			out.Put("\":\"");
			out.Put(text, len);
			out.Put("\",\"uuid\":\"");
			out.Put(uuid, 36);
			out.Put("\"}");
			break;
	}
	out.Char('\n');
}

void PutUlid(const std::uint8_t id[ULID_BINARY_LEN], Format f) {
	char text[ULID_TEXT_LEN];
	char uuid[36];
	ulid_core_encode(id, text);
	ulid::cli::FormatUuid(id, uuid);
	PutWithUuid("ulid", text, ULID_TEXT_LEN, uuid, f);
}

void PutFlake(std::int64_t id, Format f) {
	char text[FLAKE_TEXT_LEN];
	flake_core_encode(id, text);
	if (f == Format::kJson) {
		out.Put("{\"ulid_flake\":\"");
		out.Put(text, FLAKE_TEXT_LEN);
		out.Put("\",\"int\":");
		out.Num(static_cast<std::uint64_t>(id));
		out.Put("}\n");
		return;
	}
	out.Put(text, FLAKE_TEXT_LEN);
	out.Char('\n');
}

void PutBaseuid(const std::uint8_t id[BASEUID_BINARY_LEN], Format f) {
	char text[BASEUID_TEXT_LEN];
	char uuid[36];
	std::uint8_t uuid_bytes[BASEUID_UUID_LEN];
	baseuid_core_encode(id, text);
	baseuid_core_to_uuid(id, uuid_bytes);
	ulid::cli::FormatUuid(uuid_bytes, uuid);
	PutWithUuid("baseuid", text, BASEUID_TEXT_LEN, uuid, f);
}

std::uint32_t FlakeRandomField() {
	std::uint8_t b[4];
	rnd.Fill(b, sizeof(b));
	return (static_cast<std::uint32_t>(b[0]) << 24) | (static_cast<std::uint32_t>(b[1]) << 16) |
		   (static_cast<std::uint32_t>(b[2]) << 8) | b[3];
}

// ---- verbs ------------------------------------------------------------------

struct Args {
	std::vector<std::string> positional;
	core_type kind = CORE_TYPE_ULID;	 // --flake, --baseuid
	bool flake = false;
	bool uuidv7 = false;
	std::string format;
	std::string count;	// -n
};

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
	if (!ulid::cli::ParseCount(s, kMaxCount, &n)) {
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

int CmdNew(int argc, char **argv) {
	const Args a = ParseArgs(argc, argv, true, true);
	if (!a.positional.empty()) {
		Usage("new takes no arguments, got \"%s\"", a.positional[0]);
	}
	const std::uint64_t n = a.count.empty() ? 1 : Count(a.count, "-n");
	const Format f = FormatOf(a.format, !a.flake);
	for (std::uint64_t i = 0; i < n; i++) {
		if (a.kind == CORE_TYPE_BASEUID) {
			std::uint8_t random[BASEUID_RANDOM_LEN];
			std::uint8_t id[BASEUID_BINARY_LEN];
			rnd.Fill(random, sizeof(random));
			baseuid_core_from_time(NowBaseuidTime(), random, id);  // every tick fits
			PutBaseuid(id, f);
			continue;
		}
		const std::uint64_t ms = NowMs();
		if (a.flake) {
			std::int64_t id;
			const core_status st = flake_core_from_time(ms, FlakeRandomField(), -1, &id);
			if (st != CORE_OK) {
				Fail("cannot make a Ulid-Flake id", st);
			}
			PutFlake(id, f);
		} else {
			std::uint8_t random[ULID_RANDOM_LEN];
			std::uint8_t id[ULID_BINARY_LEN];
			rnd.Fill(random, sizeof(random));
			const core_status st =	// as gen_random_ulid()
				ulid_core_from_clock(ulid::cli::LayoutOf(a.uuidv7), ulid::cli::UlidTickOfNs(NowNs()), random, id);
			if (st != CORE_OK) {
				Fail("cannot make a ULID", st);
			}
			PutUlid(id, f);
		}
	}
	return 0;
}

void FillRandom(std::uint8_t *dst, std::size_t n) { rnd.Fill(dst, n); }

// One id of the monotonic generator at `now`, printed; its status.
core_status PutNext(ulid::cli::Monotonic &gen, core_type kind, std::uint64_t now) {
	std::uint8_t id[ULID_BINARY_LEN];
	std::int64_t flake;
	const core_status st = gen.Next(now, id, &flake);
	if (st == CORE_OK) {
		if (kind == CORE_TYPE_FLAKE) {
			PutFlake(flake, Format::kText);
		} else if (kind == CORE_TYPE_BASEUID) {
			PutBaseuid(id, Format::kText);
		} else {
			PutUlid(id, Format::kText);
		}
	}
	return st;
}

int CmdMonotonic(int argc, char **argv) {
	const Args a = ParseArgs(argc, argv, false, false);
	if (a.positional.size() != 1) {
		Usage("monotonic takes one argument, the number of ids");
	}
	const std::uint64_t n = Count(a.positional[0], "N");
	ulid::cli::Monotonic gen(a.kind, a.uuidv7, FillRandom);
	for (std::uint64_t i = 0; i < n; i++) {
		const core_status st = PutNext(gen, a.kind, a.kind == CORE_TYPE_BASEUID ? NowBaseuidTime()
											   : a.kind == CORE_TYPE_FLAKE ? NowMs() : ulid::cli::UlidTickOfNs(NowNs()));
		if (st != CORE_OK) {
			out.Flush();
			Fail("monotonic generation stopped", st);
		}
	}
	return 0;
}

// from-time: the monotonic generator with its clock stopped at TIME, so N
// ids are distinct and strictly increasing whatever the kind (a ULID's random
// part counts up by 1 from a random start, a Ulid-Flake id's by 1..255 and
// runs on into the next milliseconds when its 20 bits are used up).
int CmdFromTime(int argc, char **argv) {
	const Args a = ParseArgs(argc, argv, false, false);
	if (a.positional.empty() || a.positional.size() > 2) {
		Usage("from-time takes a time and an optional count");
	}
	std::int64_t ms;
	std::string why;
	if (!ulid::cli::ParseTime(a.positional[0], &ms, &why)) {
		std::fprintf(stderr, "ulid: invalid time \"%s\": %s\n", Shown(a.positional[0]).c_str(), why.c_str());
		return 2;
	}
	const std::uint64_t n = a.positional.size() == 2 ? Count(a.positional[1], "N") : 1;
	std::uint64_t now = static_cast<std::uint64_t>(ms);	 // ULID: checked by ParseTime
	if (a.kind == CORE_TYPE_BASEUID && baseuid_core_time_from_unix_us(now * 1000, &now) != CORE_OK) {
		std::fprintf(stderr, "ulid: invalid time \"%s\": BaseUID times range from "
							 "1970-01-01T00:00:00.000Z to 2262-04-11T23:47:16.854Z\n",
					 Shown(a.positional[0]).c_str());
		return 2;
	}
	if (a.kind == CORE_TYPE_FLAKE && (now < FLAKE_EPOCH_MS || now - FLAKE_EPOCH_MS > FLAKE_MAX_TIME)) {
		std::fprintf(stderr, "ulid: invalid time \"%s\": Ulid-Flake times range from "
							 "2024-01-01T00:00:00.000Z to 2302-09-27T15:10:22.207Z\n",
					 Shown(a.positional[0]).c_str());
		return 2;
	}
	ulid::cli::Monotonic gen(a.kind, a.uuidv7, FillRandom);
	for (std::uint64_t i = 0; i < n; i++) {
		const core_status st = PutNext(gen, a.kind, a.kind == CORE_TYPE_ULID ? now << ULID_FRAC_BITS : now);
		if (st != CORE_OK) {
			out.Flush();
			std::fprintf(stderr, "ulid: %s\n", ulid::cli::FromTimeStopped(i, n, st).c_str());
			return 1;
		}
	}
	return 0;
}

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
		*why = ulid::cli::InputError(p->kind, s, st, pos);
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
	char time[ulid::cli::kTimeLen];
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
		ulid::cli::FormatUuid(uuid_bytes, uuid);
		for (int i = 0; i < BASEUID_RANDOM_LEN; i++) {
			std::snprintf(random + 2 * i, 3, "%02x", p.baseuid[BASEUID_TIME_LEN + i]);
		}
	} else {
		ms = ulid_core_time_ms(p.ulid);
		ulid_core_encode(p.ulid, text);
		ulid::cli::FormatUuid(p.ulid, uuid);
		for (int i = 0; i < ULID_RANDOM_LEN; i++) {
			std::snprintf(random + 2 * i, 3, "%02x", p.ulid[ULID_TIME_LEN + i]);
		}
	}
	const std::size_t tlen = ulid::cli::FormatTime(static_cast<std::int64_t>(ms), time);
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
			const char *v7 = json ? (ulid_core_is_uuidv7(p.ulid) ? "true" : "false") : ulid::cli::Uuidv7Field(p.ulid);
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
				std::snprintf(why, sizeof(why), CORE_MSG_CLI_LINE_LONG, kMaxLine);
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

// The arguments of a verb that reads ids (parse, validate): ids or "-", no
// --flake or --baseuid (the kind of an id is told by its length).
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

}  // namespace

int main(int argc, char **argv) {
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
