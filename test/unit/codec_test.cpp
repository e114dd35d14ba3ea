// Unit tests of the Crockford base32 codec (src/core/ulid.cpp).
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>

#include "core.h"

namespace {

using Bytes = std::array<std::uint8_t, ULID_BINARY_LEN>;
const std::string kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

Bytes FromHex(const std::string &hex) {
	Bytes b{};
	std::string h;
	for (char c : hex) {
		if (c != '-') h += c;
	}
	for (int i = 0; i < ULID_BINARY_LEN; i++) {
		b[i] = static_cast<std::uint8_t>(std::stoul(h.substr(2 * i, 2), nullptr, 16));
	}
	return b;
}

std::string Encode(const Bytes &b) {
	char out[ULID_TEXT_LEN];
	ulid_core_encode(b.data(), out);
	return std::string(out, ULID_TEXT_LEN);
}

// The type's text input: 26 characters are the Crockford codec (uuid's text
// forms, 32 to 41 characters, are tested in test/sql).
core_status Decode(const std::string &s, Bytes *out, std::size_t *pos = nullptr) {
	return ulid_core_decode(s.data(), s.size(), out->data(), pos);
}

TEST(Codec, KnownAnswers) {
	const struct {
		const char *text;
		const char *uuid;
	} cases[] = {
		{"01ARYZ6S41TSV4RRFFQ69G5FAV", "01563df3-6481-d676-4c61-efb99302bd5b"},
		{"01GV5PA9EQG7D82Q3Y4PKBZSYV", "0186cb65-25d7-81da-815c-7e25a6bfe7db"},
		{"00000000000000000000000000", "00000000-0000-0000-0000-000000000000"},
		{"7ZZZZZZZZZZZZZZZZZZZZZZZZZ", "ffffffff-ffff-ffff-ffff-ffffffffffff"},
		{"00000000000000000000000001", "00000000-0000-0000-0000-000000000001"},
		{"40000000000000000000000000", "80000000-0000-0000-0000-000000000000"},
	};
	for (const auto &c : cases) {
		Bytes b{};
		ASSERT_EQ(Decode(c.text, &b), CORE_OK) << c.text;
		EXPECT_EQ(b, FromHex(c.uuid)) << c.text;
		EXPECT_EQ(Encode(FromHex(c.uuid)), c.text);
	}
}

TEST(Codec, TimestampPrefixOf2025) {
	// ../shared/spec/000: 2025-01-01T00:00:00.000Z = 1735689600000 ms -> 01JGFJJZ00
	Bytes b{};
	ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_ULID, 1735689600000ULL, nullptr, b.data()), CORE_OK);
	EXPECT_EQ(Encode(b), "01JGFJJZ000000000000000000");
	EXPECT_EQ(ulid_core_time_ms(b.data()), 1735689600000ULL);
	ASSERT_EQ(Decode("01JGFJJZ00XHF7E02JJ03AE4T7", &b), CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(b.data()), 1735689600000ULL);
}

TEST(Codec, EverySymbolInEveryPosition) {
	for (int value = 0; value < 32; value++) {
		for (int pos = 1; pos < ULID_TEXT_LEN; pos++) {
			std::string s(ULID_TEXT_LEN, '0');
			s[pos] = kAlphabet[value];
			Bytes b{};
			ASSERT_EQ(Decode(s, &b), CORE_OK) << s;
			EXPECT_EQ(Encode(b), s);
			// the symbol's 5 bits sit at bit offset 5 * (25 - pos) of the value
			const int shift = 5 * (ULID_TEXT_LEN - 1 - pos);
			std::uint32_t got = 0;
			for (int bit = 0; bit < 5; bit++) {
				const int abs = shift + bit;  // bit number from the least significant end
				const int byte = ULID_BINARY_LEN - 1 - abs / 8;
				got |= ((b[byte] >> (abs % 8)) & 1u) << bit;
			}
			EXPECT_EQ(got, static_cast<std::uint32_t>(value)) << s;
		}
	}
}

TEST(Codec, FirstSymbolRange) {
	for (int value = 0; value < 32; value++) {
		std::string s(ULID_TEXT_LEN, '0');
		s[0] = kAlphabet[value];
		Bytes b{};
		EXPECT_EQ(Decode(s, &b), value <= 7 ? CORE_OK : CORE_ERR_OVERFLOW) << s;
	}
	Bytes b{};
	EXPECT_EQ(Decode("80000000000000000000000000", &b), CORE_ERR_OVERFLOW);
	EXPECT_EQ(Decode("ZZZZZZZZZZZZZZZZZZZZZZZZZZ", &b), CORE_ERR_OVERFLOW);
	EXPECT_EQ(Decode("8ZZZZZZZZZZZZZZZZZZZZZZZZZ", &b), CORE_ERR_OVERFLOW);
	ASSERT_EQ(Decode("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", &b), CORE_OK);
	for (auto byte : b) EXPECT_EQ(byte, 0xFF);
	EXPECT_EQ(ulid_core_time_ms(b.data()), ULID_MAX_TIME_MS);
}

TEST(Codec, LowerCaseAndAliases) {
	Bytes upper{}, lower{};
	ASSERT_EQ(Decode("01ARZ3NDEKTSV4RRFFQ69G5FAV", &upper), CORE_OK);
	ASSERT_EQ(Decode("01arz3ndektsv4rrffq69g5fav", &lower), CORE_OK);
	EXPECT_EQ(upper, lower);
	ASSERT_EQ(Decode("01ArZ3nDeKtSv4RrFfQ69g5FaV", &lower), CORE_OK);
	EXPECT_EQ(upper, lower);

	Bytes one{}, alias{};
	ASSERT_EQ(Decode("01111111111111111111111111", &one), CORE_OK);
	for (const char *a : {"0IIIIIIIIIIIIIIIIIIIIIIIII", "0iiiiiiiiiiiiiiiiiiiiiiiii",
						  "0LLLLLLLLLLLLLLLLLLLLLLLLL", "0lllllllllllllllllllllllll",
						  "0IiLl1IiLl1IiLl1IiLl1IiLl1"}) {
		ASSERT_EQ(Decode(a, &alias), CORE_OK) << a;
		EXPECT_EQ(alias, one) << a;
		EXPECT_EQ(Encode(alias), "01111111111111111111111111");
	}
	Bytes zero{};
	for (const char *a : {"OOOOOOOOOOOOOOOOOOOOOOOOOO", "oooooooooooooooooooooooooo"}) {
		ASSERT_EQ(Decode(a, &alias), CORE_OK) << a;
		EXPECT_EQ(alias, zero);
	}
}

TEST(Codec, URejectedWithPosition) {
	for (int pos = 0; pos < ULID_TEXT_LEN; pos++) {
		for (char u : {'U', 'u'}) {
			std::string s(ULID_TEXT_LEN, '0');
			s[pos] = u;
			Bytes b{};
			std::size_t err = 999;
			EXPECT_EQ(Decode(s, &b, &err), CORE_ERR_CHAR) << s;
			EXPECT_EQ(err, static_cast<std::size_t>(pos));
		}
	}
}

TEST(Codec, FirstBadCharacterIsReported) {
	Bytes b{};
	std::size_t err = 999;
	EXPECT_EQ(Decode("01ARZ3-DEKTSV4RRFFQ69G5F!V", &b, &err), CORE_ERR_CHAR);
	EXPECT_EQ(err, 6u);
	// a bad character wins over overflow, which needs a valid first symbol
	EXPECT_EQ(Decode("Z1ARZ3NDEKTSV4RRFFQ69G5F V", &b, &err), CORE_ERR_CHAR);
	EXPECT_EQ(err, 24u);
}

TEST(Codec, EveryByteValue) {
	for (int c = 0; c < 256; c++) {
		std::string s = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
		s[12] = static_cast<char>(c);
		Bytes b{};
		std::size_t err = 999;
		const bool valid = kAlphabet.find(static_cast<char>(std::toupper(c))) != std::string::npos ||
						   std::string("IiLlOo").find(static_cast<char>(c)) != std::string::npos;
		if (c == 0) {
			EXPECT_EQ(Decode(s, &b, &err), CORE_ERR_CHAR);  // embedded NUL
			EXPECT_EQ(err, 12u);
		} else if (valid) {
			EXPECT_EQ(Decode(s, &b, &err), CORE_OK) << c;
		} else {
			EXPECT_EQ(Decode(s, &b, &err), CORE_ERR_CHAR) << c;
			EXPECT_EQ(err, 12u) << c;
		}
	}
}

TEST(Codec, NonAsciiBytes) {
	Bytes b{};
	std::size_t err = 999;
	// "é" in UTF-8 is two bytes: 25 ASCII + 2 bytes is 27 bytes long
	EXPECT_EQ(Decode("01ARZ3NDEKTSV4RRFFQ69G5FA\xc3\xa9", &b, &err), CORE_ERR_LENGTH);
	EXPECT_EQ(Decode("01ARZ3NDEKTSV4RRFFQ69G5F\xc3\xa9", &b, &err), CORE_ERR_CHAR);
	EXPECT_EQ(err, 24u);
	EXPECT_EQ(Decode("\xff" "1ARZ3NDEKTSV4RRFFQ69G5FAV", &b, &err), CORE_ERR_CHAR);
	EXPECT_EQ(err, 0u);
}

TEST(Codec, WrongLengths) {
	const std::string good = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
	Bytes b{};
	for (std::size_t len : {0u, 1u, 10u, 25u, 27u, 31u, 42u}) {
		std::string s = (good + good).substr(0, len);
		EXPECT_EQ(Decode(s, &b), CORE_ERR_LENGTH) << len;
	}
	EXPECT_EQ(Decode(good + std::string(1, '\0'), &b), CORE_ERR_LENGTH);
	// decode leaves the output alone on error
	Bytes untouched{};
	untouched.fill(0xAB);
	Bytes copy = untouched;
	EXPECT_EQ(Decode("01ARZ3NDEKTSV4RRFFQ69G5FA", &copy), CORE_ERR_LENGTH);
	EXPECT_EQ(copy, untouched);
	EXPECT_EQ(Decode("81ARZ3NDEKTSV4RRFFQ69G5FAV", &copy), CORE_ERR_OVERFLOW);
	EXPECT_EQ(copy, untouched);
}

TEST(Codec, RandomRoundTripAndOrder) {
	std::mt19937_64 rng(20261122);
	Bytes prev{};
	std::string prev_text = Encode(prev);
	for (int i = 0; i < 1000000; i++) {
		Bytes b{};
		for (auto &byte : b) byte = static_cast<std::uint8_t>(rng());
		if (i % 4 == 0) {
			// share a prefix with the previous value, so order checks see ties
			std::memcpy(b.data(), prev.data(), 6 + (i % 10));
		}
		const std::string text = Encode(b);
		ASSERT_LE(text[0], '7');
		ASSERT_EQ(text.find_first_not_of(kAlphabet), std::string::npos) << text;
		Bytes back{};
		ASSERT_EQ(Decode(text, &back), CORE_OK) << text;
		ASSERT_EQ(back, b);
		// text order is byte order
		const int byte_cmp = std::memcmp(prev.data(), b.data(), ULID_BINARY_LEN);
		const int text_cmp = prev_text.compare(text);
		ASSERT_EQ((byte_cmp > 0) - (byte_cmp < 0), (text_cmp > 0) - (text_cmp < 0));
		prev = b;
		prev_text = text;
	}
}

// An input that ends exactly at an unreadable page: any over-read crashes.
TEST(Codec, NoReadPastTheEnd) {
	const long page = sysconf(_SC_PAGESIZE);
	void *mem = mmap(nullptr, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(mem, MAP_FAILED);
	auto *base = static_cast<char *>(mem);
	ASSERT_EQ(mprotect(base + page, page, PROT_NONE), 0);
	for (std::size_t len : {0u, 1u, 25u, 26u}) {
		char *start = base + page - len;
		std::memcpy(start, "01ARZ3NDEKTSV4RRFFQ69G5FAV", len);
		std::uint8_t out[ULID_BINARY_LEN];
		std::size_t err = 0;
		EXPECT_EQ(ulid_core_decode(start, len, out, &err), len == 26 ? CORE_OK : CORE_ERR_LENGTH);
	}
	munmap(mem, 2 * page);
}

TEST(Codec, FromTimeRange) {
	Bytes b{};
	const std::uint8_t random[ULID_RANDOM_LEN] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
	ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_ULID, ULID_MAX_TIME_MS, random, b.data()), CORE_OK);
	EXPECT_EQ(Encode(b).substr(0, 10), "7ZZZZZZZZZ");
	EXPECT_EQ(std::memcmp(b.data() + 6, random, 10), 0);
	Bytes untouched = b;
	EXPECT_EQ(ulid_core_from_time(ULID_LAYOUT_ULID, ULID_MAX_TIME_MS + 1, random, b.data()), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(b, untouched);
	ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_ULID, 0, nullptr, b.data()), CORE_OK);
	EXPECT_EQ(Encode(b), "00000000000000000000000000");
}

}  // namespace
