// Unit tests of the command-line tool's pure logic (src/cli/cli.cpp): RFC 3339
// parsing and formatting, counts, error texts.
#include <gtest/gtest.h>

#include <cstdint>
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "cli/cli.hpp"
#include "core/core.h"

namespace {

using ulid::cli::FormatTime;
using ulid::cli::ParseCount;
using ulid::cli::ParseTime;

std::string Fmt(std::int64_t ms) {
	char buf[32];
	return std::string(buf, FormatTime(ms, buf));
}

std::int64_t Parse(const std::string &s) {
	std::int64_t ms = -1;
	std::string why;
	EXPECT_TRUE(ParseTime(s, &ms, &why)) << s << ": " << why;
	return ms;
}

bool Rejects(const std::string &s) {
	std::int64_t ms = -7;
	std::string why;
	const bool ok = ParseTime(s, &ms, &why);
	return !ok && ms == -7 && !why.empty();
}

TEST(CliTime, Format) {
	EXPECT_EQ(Fmt(0), "1970-01-01T00:00:00.000Z");
	EXPECT_EQ(Fmt(1469918176385), "2016-07-30T22:36:16.385Z");
	EXPECT_EQ(Fmt(1735689600000), "2025-01-01T00:00:00.000Z");
	EXPECT_EQ(Fmt(951782400000), "2000-02-29T00:00:00.000Z");  // leap day of a century leap year
	EXPECT_EQ(Fmt(253402300799999), "9999-12-31T23:59:59.999Z");	// the last RFC 3339 time
	// RFC 3339 has no later years: ISO 8601's expanded year, as ECMAScript writes it
	EXPECT_EQ(Fmt(253402300800000), "+010000-01-01T00:00:00.000Z");
	EXPECT_EQ(Fmt(281474976710655), "+010889-08-02T05:31:50.655Z");  // the largest ULID time
	EXPECT_EQ(Fmt(10500160222207), "2302-09-27T15:10:22.207Z");	 // the largest Ulid-Flake time
}

TEST(CliTime, ParseForms) {
	EXPECT_EQ(Parse("2025-01-01T00:00:00Z"), 1735689600000);
	EXPECT_EQ(Parse("2025-01-01t00:00:00z"), 1735689600000);
	EXPECT_EQ(Parse("2025-01-01 00:00:00Z"), 1735689600000);
	EXPECT_EQ(Parse("2025-01-01T01:00:00+01:00"), 1735689600000);
	EXPECT_EQ(Parse("2024-12-31T19:00:00-05:00"), 1735689600000);
	EXPECT_EQ(Parse("2016-07-30T22:36:16.385Z"), 1469918176385);
	EXPECT_EQ(Parse("2016-07-30T22:36:16.3859999Z"), 1469918176385);  // truncated
	EXPECT_EQ(Parse("2016-07-30T22:36:16.3Z"), 1469918176300);
	EXPECT_EQ(Parse("1735689600000"), 1735689600000);
	EXPECT_EQ(Parse("0"), 0);
	EXPECT_EQ(Parse("2024-02-29T12:00:00Z"), 1709208000000);
	EXPECT_EQ(Parse("2016-12-31T23:59:60Z"), 1483228799999);  // a leap second: its last ms
	EXPECT_EQ(Parse("1970-01-01T01:00:00+01:00"), 0);
}

TEST(CliTime, ParseExpandedYears) {
	EXPECT_EQ(Parse("+010889-08-02T05:31:50.655Z"), 281474976710655);
	EXPECT_EQ(Parse("10889-08-02T05:31:50.655Z"), 281474976710655);	 // as 0.3.0's parse printed it
	EXPECT_EQ(Parse("010889-08-02T05:31:50.655Z"), 281474976710655);
	EXPECT_EQ(Parse("+010000-01-01T00:00:00Z"), 253402300800000);
	EXPECT_EQ(Parse("+002025-01-01T00:00:00Z"), 1735689600000);
	std::int64_t ms = -7;
	std::string why;
	EXPECT_FALSE(ParseTime("+010889-08-02T05:31:50.656Z", &ms, &why));
	EXPECT_EQ(why, CORE_MSG_CLI_TIME_AFTER);  // the message for times past the last ULID time is reachable
	EXPECT_FALSE(ParseTime("-000001-01-01T00:00:00Z", &ms, &why));
	EXPECT_EQ(why, "times before 1970-01-01T00:00:00Z have no ULID");
	EXPECT_TRUE(Rejects("+10889-08-02T05:31:50.655Z"));	 // a sign takes six digits
	EXPECT_TRUE(Rejects("1010889-08-02T05:31:50.655Z"));
	EXPECT_TRUE(Rejects("+"));
}

TEST(CliTime, ParseRejects) {
	EXPECT_TRUE(Rejects(""));
	EXPECT_TRUE(Rejects("yesterday"));
	EXPECT_TRUE(Rejects("2025-01-01"));
	EXPECT_TRUE(Rejects("2025-01-01T00:00:00"));	 // no zone
	EXPECT_TRUE(Rejects("2025-01-01T00:00Z"));
	EXPECT_TRUE(Rejects("2025-01-01T00:00:00.Z"));
	EXPECT_TRUE(Rejects("2025-01-01T00:00:00+0100"));
	EXPECT_TRUE(Rejects("2025-01-01T00:00:00+24:00"));
	EXPECT_TRUE(Rejects("2025-01-01T00:00:00Zjunk"));
	EXPECT_TRUE(Rejects("2025-02-29T00:00:00Z"));	 // not a leap year
	EXPECT_TRUE(Rejects("1900-02-29T00:00:00Z"));
	EXPECT_TRUE(Rejects("2025-13-01T00:00:00Z"));
	EXPECT_TRUE(Rejects("2025-01-01T24:00:00Z"));
	EXPECT_TRUE(Rejects("1969-12-31T23:59:59.999Z"));
	EXPECT_TRUE(Rejects("1970-01-01T00:59:59+01:00"));
	EXPECT_TRUE(Rejects("281474976710656"));	 // above 2^48 - 1
	EXPECT_TRUE(Rejects("-5"));
	EXPECT_TRUE(Rejects("99999999999999999999999"));
}

TEST(CliTime, RoundTripEveryDayFor500Years) {
	for (std::int64_t day = 0; day < 500 * 366; day += 1) {
		const std::int64_t ms = day * 86400000 + 12345678;
		ASSERT_EQ(Parse(Fmt(ms)), ms) << Fmt(ms);
	}
}

// Every time FormatTime() writes is read back, over the whole ULID range.
TEST(CliTime, RoundTripWholeRange) {
	std::uint64_t x = 0x9E3779B97F4A7C15ULL;
	for (int i = 0; i < 200000; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		const std::int64_t ms = static_cast<std::int64_t>(x % (ULID_MAX_TIME_MS + 1));
		ASSERT_EQ(Parse(Fmt(ms)), ms) << Fmt(ms);
	}
	for (std::int64_t ms : {std::int64_t{0}, std::int64_t{253402300799999}, std::int64_t{253402300800000},
							static_cast<std::int64_t>(ULID_MAX_TIME_MS)}) {
		ASSERT_EQ(Parse(Fmt(ms)), ms) << Fmt(ms);
	}
}

TEST(CliShowInput, EscapesWhatATerminalWouldObey) {
	using ulid::cli::ShowInput;
	EXPECT_EQ(ShowInput("01ARZ3NDEKTSV4RRFFQ69G5FAV"), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
	EXPECT_EQ(ShowInput("\x1b[31mRED\x1b[0m"), "\\x1b[31mRED\\x1b[0m");
	EXPECT_EQ(ShowInput(std::string("ab\0cd", 5)), "ab\\x00cd");	// NUL shown, not a cut
	EXPECT_EQ(ShowInput("a\tb\rc\x7f"), "a\\x09b\\x0dc\\x7f");
	EXPECT_EQ(ShowInput("back\\slash"), "back\\\\slash");
	EXPECT_EQ(ShowInput("caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"), "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80");	 // valid UTF-8 kept
	EXPECT_EQ(ShowInput("\xc2\x9b" "2J"), "\\xc2\\x9b2J");	   // C1 CSI
	EXPECT_EQ(ShowInput("\xe2\x80\xae" "abc"), "\\xe2\\x80\\xaeabc");  // RIGHT-TO-LEFT OVERRIDE
	EXPECT_EQ(ShowInput("a\xe2\x80\x8f" "b\xd8\x9c" "c\xe2\x80\x8e"),
			  "a\\xe2\\x80\\x8fb\\xd8\\x9cc\\xe2\\x80\\x8e");	 // RLM, ALM, LRM: the other Bidi_Control marks
	EXPECT_EQ(ShowInput("\xe2\x80\x8d\xe2\x80\x90"), "\xe2\x80\x8d\xe2\x80\x90");  // ZWJ, hyphen: kept
	EXPECT_EQ(ShowInput("\xff\xfe"), "\\xff\\xfe");
	EXPECT_EQ(ShowInput("\xc3"), "\\xc3");							// truncated sequence
	EXPECT_EQ(ShowInput("\xc0\xaf"), "\\xc0\\xaf");				// overlong
	EXPECT_EQ(ShowInput("\xed\xa0\x80"), "\\xed\\xa0\\x80");	// a surrogate
	EXPECT_EQ(ShowInput("\xf4\x90\x80\x80"), "\\xf4\\x90\\x80\\x80");  // above U+10FFFF
	EXPECT_EQ(ShowInput(std::string(100, 'A')), std::string(77, 'A') + "...");
	EXPECT_EQ(ShowInput(std::string(76, 'A') + "\xc3\xa9\xc3\xa9" + std::string(20, 'B')),
			  std::string(76, 'A') + "...");  // cut at a character boundary
}

TEST(CliCount, Parse) {
	std::uint64_t n = 0;
	EXPECT_TRUE(ParseCount("0", 10, &n));
	EXPECT_EQ(n, 0u);
	EXPECT_TRUE(ParseCount("1000000", 1000000, &n));
	EXPECT_EQ(n, 1000000u);
	EXPECT_FALSE(ParseCount("1000001", 1000000, &n));
	EXPECT_FALSE(ParseCount("", 10, &n));
	EXPECT_FALSE(ParseCount("-1", 10, &n));
	EXPECT_FALSE(ParseCount("1e3", 10000, &n));
	EXPECT_FALSE(ParseCount("18446744073709551616", UINT64_MAX, &n));
}

TEST(CliErrors, SameWordsAsTheExtension) {
	EXPECT_EQ(ulid::cli::InputError(CORE_TYPE_ULID, "01ARZ3NDEKTSV4RRFFQ69G5FAU", CORE_ERR_CHAR, 25),
			  "Invalid character \"U\" at position 26.");
	EXPECT_EQ(ulid::cli::InputError(CORE_TYPE_ULID, std::string("01ARZ3NDEK\tSV4RRFFQ69G5FAV"), CORE_ERR_CHAR, 10),
			  "Invalid byte 0x09 at position 11.");
	EXPECT_EQ(ulid::cli::InputError(CORE_TYPE_ULID, "abc", CORE_ERR_LENGTH, 0), "A ULID has 26 characters, but the input has 3.");
	EXPECT_EQ(ulid::cli::InputError(CORE_TYPE_ULID, "0g563df3-6481-d676-4c61-efb99302bd5b", CORE_ERR_UUID_FORM, 1),
			  "Invalid character \"g\" at position 2 of uuid-formatted input.");
	EXPECT_EQ(ulid::cli::InputError(CORE_TYPE_ULID, "01563df3-6481-d676-4c61-efb99302bd5", CORE_ERR_UUID_FORM, 35),
			  "The input has the length of a uuid but ends before its 32 hex digits.");
	// the drift of 0.2.0 ("largest Ulid-Flake," in the tool) is gone: one table
	EXPECT_EQ(ulid::cli::InputError(CORE_TYPE_FLAKE, "8000000000000", CORE_ERR_OVERFLOW, 0),
			  "The value is larger than the largest Ulid-Flake id, 7ZZZZZZZZZZZZ: the first character must be 0 to 7.");
	EXPECT_EQ(ulid::cli::InputError(CORE_TYPE_BASEUID, "ANjssJkyfa3H00J9ZPJ+", CORE_ERR_CHAR, 19),
			  "Invalid character \"+\" at position 20.");
	EXPECT_EQ(ulid::cli::InputError(CORE_TYPE_BASEUID, "\x7f", CORE_ERR_LENGTH, 0), "A BaseUID has 20 characters, but the input has 1.");
}

// The message table agrees with the formats it describes.
TEST(Messages, RowsMatchTheFormats) {
	EXPECT_STREQ(core_message_table[CORE_TYPE_ULID].type, "ulid");
	EXPECT_STREQ(core_message_table[CORE_TYPE_FLAKE].type, "ulid_flake");
	EXPECT_STREQ(core_message_table[CORE_TYPE_BASEUID].type, "baseuid");
	for (int k = 0; k < CORE_TYPE_COUNT; k++) {
		EXPECT_NE(core_message_table[k].length, nullptr);
		EXPECT_NE(core_message_table[k].char_hint, nullptr);
		EXPECT_NE(core_message_table[k].time_range, nullptr);
		EXPECT_NE(core_message_table[k].clock_range, nullptr);
	}
	EXPECT_EQ(core_message_table[CORE_TYPE_BASEUID].overflow, nullptr);  // every 20-character text is a BaseUID
}

TEST(CliUuidv7, ParseField) {
	// RFC 9562's UUIDv7 example, 017F22E2-79B0-7CC3-98C4-DC0C0C07398F, as a ULID
	const std::uint8_t v7[ULID_BINARY_LEN] = {0x01, 0x7F, 0x22, 0xE2, 0x79, 0xB0, 0x7C, 0xC3,
											  0x98, 0xC4, 0xDC, 0x0C, 0x0C, 0x07, 0x39, 0x8F};
	EXPECT_STREQ(ulid::cli::Uuidv7Field(v7), "uuidv7");
	std::uint8_t other[ULID_BINARY_LEN];
	std::memcpy(other, v7, sizeof(other));
	other[8] = 0xD8;  // variant 11
	EXPECT_STREQ(ulid::cli::Uuidv7Field(other), "not-uuidv7");
	other[8] = 0x98;
	other[6] = 0x4C;  // version 4
	EXPECT_STREQ(ulid::cli::Uuidv7Field(other), "not-uuidv7");
}

TEST(CliUuidv7, LayoutOfTheFlag) {
	EXPECT_EQ(ulid::cli::LayoutOf(true), ULID_LAYOUT_UUIDV7);
	EXPECT_EQ(ulid::cli::LayoutOf(false), ULID_LAYOUT_ULID);
	// what `ulid from-time --uuidv7` makes: a UUIDv7 of that millisecond
	std::uint8_t random[ULID_RANDOM_LEN];
	std::memset(random, 0xA5, sizeof(random));
	std::uint8_t id[ULID_BINARY_LEN];
	ASSERT_EQ(ulid_core_from_time(ulid::cli::LayoutOf(true), 1735689600000ULL, random, id), CORE_OK);
	EXPECT_STREQ(ulid::cli::Uuidv7Field(id), "uuidv7");
	EXPECT_EQ(ulid_core_time_ms(id), 1735689600000ULL);
	ASSERT_EQ(ulid_core_from_time(ulid::cli::LayoutOf(false), 1735689600000ULL, random, id), CORE_OK);
	EXPECT_STREQ(ulid::cli::Uuidv7Field(id), "not-uuidv7");	 // 0xA5 bytes: version 10
}

}  // namespace

// from-time's generator: the core's monotonic state machine with the clock
// stopped, fed by a fake random source.
namespace from_time {

std::uint8_t fill_byte = 0;	 // 0: a xorshift stream; else that byte
std::uint64_t stream = 0x2545F4914F6CDD1DULL;
void Fill(std::uint8_t *dst, std::size_t n) {
	for (std::size_t i = 0; i < n; i++) {
		stream ^= stream << 13;
		stream ^= stream >> 7;
		stream ^= stream << 17;
		dst[i] = fill_byte != 0 ? fill_byte : static_cast<std::uint8_t>(stream);
	}
}

TEST(CliFromTime, EveryKindStrictlyIncreasingAtOneTime) {
	fill_byte = 0;
	const std::uint64_t ms = 1735689600000ULL;
	std::uint64_t tick = 0;
	ASSERT_EQ(baseuid_core_time_from_unix_us(ms * 1000, &tick), CORE_OK);
	struct Case {
		core_type kind;
		bool uuidv7;
		std::uint64_t now;
		std::size_t len;
	} cases[] = {{CORE_TYPE_ULID, false, ms << ULID_FRAC_BITS, ULID_BINARY_LEN},
				 {CORE_TYPE_ULID, true, ms << ULID_FRAC_BITS, ULID_BINARY_LEN},
				 {CORE_TYPE_BASEUID, false, tick, BASEUID_BINARY_LEN},
				 {CORE_TYPE_FLAKE, false, ms, 8}};
	for (const Case &c : cases) {
		ulid::cli::Monotonic gen(c.kind, c.uuidv7, Fill);
		std::uint8_t prev[ULID_BINARY_LEN] = {};
		std::int64_t prev_flake = -1;
		for (int i = 0; i < 100000; i++) {
			std::uint8_t id[ULID_BINARY_LEN];
			std::int64_t flake = 0;
			ASSERT_EQ(gen.Next(c.now, id, &flake), CORE_OK) << c.kind << " id " << i;
			if (c.kind == CORE_TYPE_FLAKE) {
				ASSERT_GT(flake, prev_flake) << i;
				ASSERT_GE(flake_core_unix_ms(flake), ms);
				prev_flake = flake;
			} else {
				ASSERT_TRUE(i == 0 || std::memcmp(id, prev, c.len) > 0) << c.kind << " id " << i;
				std::memcpy(prev, id, c.len);
				if (c.kind == CORE_TYPE_ULID) {
					ASSERT_EQ(ulid_core_time_ms(id), ms);	// a ULID keeps the time
				}
			}
		}
	}
}

TEST(CliFromTime, UlidRandomPartUsedUpIsAnError) {
	fill_byte = 0xFF;  // a first id at the top of the random field
	ulid::cli::Monotonic gen(CORE_TYPE_ULID, false, Fill);
	std::uint8_t id[ULID_BINARY_LEN];
	std::int64_t flake;
	const std::uint64_t at = 1735689600000ULL << ULID_FRAC_BITS;
	ASSERT_EQ(gen.Next(at, id, &flake), CORE_OK);
	const core_status st = gen.Next(at, id, &flake);
	EXPECT_EQ(st, CORE_ERR_RANDOM_OVERFLOW);
	EXPECT_EQ(ulid::cli::FromTimeStopped(1, 5, st),
			  "from-time stopped after 1 of 5 ids: the random part cannot be incremented further in this "
			  "millisecond; ask for fewer ids");
	ulid::cli::Monotonic v7(CORE_TYPE_ULID, true, Fill);
	ASSERT_EQ(v7.Next(at, id, &flake), CORE_OK);
	EXPECT_EQ(v7.Next(at, id, &flake), CORE_ERR_RANDOM_OVERFLOW);
	fill_byte = 0;
}

TEST(CliFromTime, FlakeMovesOnThenStopsAtTheLastTime) {
	fill_byte = 0xFF;
	std::int64_t flake = 0;
	std::uint8_t id[ULID_BINARY_LEN];
	ulid::cli::Monotonic gen(CORE_TYPE_FLAKE, false, Fill);
	ASSERT_EQ(gen.Next(FLAKE_EPOCH_MS, id, &flake), CORE_OK);
	ASSERT_EQ(flake_core_unix_ms(flake), FLAKE_EPOCH_MS);
	ASSERT_EQ(gen.Next(FLAKE_EPOCH_MS, id, &flake), CORE_OK);  // the field is full: the next millisecond
	EXPECT_EQ(flake_core_unix_ms(flake), FLAKE_EPOCH_MS + 1);
	ulid::cli::Monotonic last(CORE_TYPE_FLAKE, false, Fill);
	ASSERT_EQ(last.Next(FLAKE_EPOCH_MS + FLAKE_MAX_TIME, id, &flake), CORE_OK);
	const core_status st = last.Next(FLAKE_EPOCH_MS + FLAKE_MAX_TIME, id, &flake);
	EXPECT_EQ(st, CORE_ERR_TIME_RANGE);
	EXPECT_EQ(ulid::cli::FromTimeStopped(1, 100000, st),
			  "from-time stopped after 1 of 100000 ids: the ids ran past the last time of the type");
	fill_byte = 0;
}

}  // namespace from_time

namespace new_flake {

// `new --flake`'s batch (ulid::cli::FlakeBatch): no id twice in one run,
// whatever the random source gives.
std::uint8_t constant = 0;
void ConstantFill(std::uint8_t *dst, std::size_t n) { std::memset(dst, constant, n); }
std::uint64_t xs = 88172645463325252ULL;
void XorshiftFill(std::uint8_t *dst, std::size_t n) {
	for (std::size_t i = 0; i < n; i++) {
		xs ^= xs << 13;
		xs ^= xs >> 7;
		xs ^= xs << 17;
		dst[i] = static_cast<std::uint8_t>(xs >> 24);
	}
}

// n ids at the clock `now` (the same for all): distinct; how many fell in
// the millisecond now, how many later.
void MakeIds(ulid::cli::FlakeBatch &b, std::uint64_t now, int n, std::vector<std::int64_t> *ids) {
	for (int i = 0; i < n; i++) {
		std::int64_t id = 0;
		ASSERT_EQ(b.Next(now, &id), CORE_OK) << i;
		ids->push_back(id);
	}
}

std::size_t Distinct(std::vector<std::int64_t> ids) {
	std::sort(ids.begin(), ids.end());
	return static_cast<std::size_t>(std::unique(ids.begin(), ids.end()) - ids.begin());
}

const std::uint64_t kMs = 1735689600000ULL;

TEST(CliNewFlake, ABatchOfOneMillisecondNeverRepeats) {
	ulid::cli::FlakeBatch b(XorshiftFill);
	std::vector<std::int64_t> ids;
	MakeIds(b, kMs, 100000, &ids);	// independent draws would repeat about 4,800 of these
	EXPECT_EQ(Distinct(ids), ids.size());
	for (const std::int64_t id : ids) {
		ASSERT_EQ(flake_core_unix_ms(id), kMs);	 // the clock's millisecond: far from half the field
	}
}

TEST(CliNewFlake, AConstantRandomSourceStillGivesDistinctIds) {
	constant = 0xAB;
	ulid::cli::FlakeBatch b(ConstantFill);
	std::vector<std::int64_t> ids;
	MakeIds(b, kMs, 5000, &ids);
	EXPECT_EQ(Distinct(ids), ids.size());
	// the next free value above the drawn one: consecutive fields from 0xABABABAB & (2^20 - 1)
	EXPECT_EQ(ids[1] - ids[0], 1);
}

TEST(CliNewFlake, HalfTheFieldUsedMovesOnToTheNextMillisecond) {
	ulid::cli::FlakeBatch b(XorshiftFill);
	std::vector<std::int64_t> ids;
	const int half = 1 << (FLAKE_RANDOM_BITS - 1);
	MakeIds(b, kMs, half + 1000, &ids);
	EXPECT_EQ(Distinct(ids), ids.size());
	EXPECT_EQ(flake_core_unix_ms(ids[half - 1]), kMs);
	EXPECT_EQ(flake_core_unix_ms(ids[half]), kMs + 1);
	EXPECT_EQ(b.Ms(), kMs + 1);
}

TEST(CliNewFlake, AClockSetBackKeepsTheLatestMillisecond) {
	ulid::cli::FlakeBatch b(XorshiftFill);
	std::vector<std::int64_t> ids;
	MakeIds(b, kMs, 3000, &ids);
	MakeIds(b, kMs - 5, 3000, &ids);  // the clock went back 5 ms
	EXPECT_EQ(Distinct(ids), ids.size());
	EXPECT_EQ(flake_core_unix_ms(ids.back()), kMs);
	MakeIds(b, kMs + 1, 3000, &ids);  // a new millisecond starts afresh
	EXPECT_EQ(Distinct(ids), ids.size());
	EXPECT_EQ(flake_core_unix_ms(ids.back()), kMs + 1);
}

TEST(CliNewFlake, PastTheLastTimeIsAnError) {
	ulid::cli::FlakeBatch b(XorshiftFill);
	std::int64_t id = 0;
	EXPECT_EQ(b.Next(FLAKE_EPOCH_MS + FLAKE_MAX_TIME + 1, &id), CORE_ERR_TIME_RANGE);
}

}  // namespace new_flake
