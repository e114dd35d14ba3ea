// tool.hpp: what the files of the `ulid` program share.  The program is
// main.cpp (usage, help, the verbs' dispatch), io.cpp (output, random bytes,
// the clock), args.cpp (options and arguments), generate.cpp (new,
// monotonic, from-time) and inspect.cpp (parse, validate); its pure logic,
// which test/unit tests without running it, is cli.hpp and cli.cpp.
#ifndef ULID_CLI_TOOL_HPP
#define ULID_CLI_TOOL_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cli/cli.hpp"
#include "core/core.h"

namespace ulid::cli {

constexpr std::uint64_t kMaxCount = 1000000000;  // ids per call
constexpr int kMaxLine = 1024;					 // bytes per line of standard input

// ---- io.cpp ------------------------------------------------------------------

// Standard output through one buffer, written in large blocks.  A write
// error ends the program (status 0 on a closed pipe, 1 otherwise).
class Out {
  public:
	~Out() { Flush(); }
	void Put(const char *s, std::size_t n);
	void Put(const char *s);
	void Put(const std::string &s) { Put(s.data(), s.size()); }
	void Char(char c) { Put(&c, 1); }
	void Num(std::uint64_t v);
	void Flush();

  private:
	static void Write(const char *s, std::size_t n);
	char buf_[1 << 16];
	std::size_t len_ = 0;
};

extern Out out;

// getrandom() in blocks; a failure ends the program (status 1).
class Random {
  public:
	void Fill(std::uint8_t *dst, std::size_t n);

  private:
	void Refill();
	std::uint8_t buf_[1 << 14];
	std::size_t pos_ = sizeof(buf_);
};

extern Random rnd;

// rnd.Fill, as a Monotonic::Fill.
void FillRandom(std::uint8_t *dst, std::size_t n);

// The clock: Unix ns, Unix ms, and the BaseUID time field (32.768 us tick).
std::uint64_t NowNs();
std::uint64_t NowMs();
std::uint64_t NowBaseuidTime();

// User input in a message: escaped for the terminal, at most 80 bytes of it.
std::string Shown(const std::string &s);

// ---- main.cpp ----------------------------------------------------------------

// "ulid: " fmt (with %s the shown arg), the usage on standard error, exit 2.
[[noreturn]] void Usage(const char *fmt, const std::string &arg = "");

// ---- args.cpp ----------------------------------------------------------------

enum class Format { kText, kUuid, kJson };

// The options and arguments after the verb (argv[2] on).
struct Args {
	std::vector<std::string> positional;
	core_type kind = CORE_TYPE_ULID;	 // --flake, --baseuid
	bool flake = false;
	bool uuidv7 = false;
	std::string format;
	std::string count;	// -n
};

// allow_n: -n N / --count=N; allow_format: --format.  Usage() on an error.
Args ParseArgs(int argc, char **argv, bool allow_n, bool allow_format);

// A count (0 to kMaxCount) of option or argument `what`; Usage() otherwise.
std::uint64_t Count(const std::string &s, const char *what);

// --format's value (empty: text); uuid only where allow_uuid.
Format FormatOf(const std::string &s, bool allow_uuid);

// The arguments of a verb that reads ids (parse, validate): ids or "-", no
// --flake or --baseuid (the kind of an id is told by its length).
Args IdArgs(int argc, char **argv, const char *verb, bool allow_format);

// ---- the verbs: generate.cpp, inspect.cpp ------------------------------------

int CmdNew(int argc, char **argv);
int CmdMonotonic(int argc, char **argv);
int CmdFromTime(int argc, char **argv);
int CmdParse(int argc, char **argv);
int CmdValidate(int argc, char **argv);

}  // namespace ulid::cli

#endif  // ULID_CLI_TOOL_HPP
