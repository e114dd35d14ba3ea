// Unit tests of the BaseUID core (src/core/baseuid.cpp): the ordered base64
// codec, the time field, the UUIDv8 form and the monotonic generator (the
// shared state machine, driven by a fake clock and fixed random bytes).
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "core.h"

namespace {

using Bytes = std::array<std::uint8_t, BASEUID_BINARY_LEN>;
using Uuid = std::array<std::uint8_t, BASEUID_UUID_LEN>;
using Random = std::array<std::uint8_t, BASEUID_RANDOM_LEN>;
const std::string kAlphabet = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";

template <std::size_t N>
std::array<std::uint8_t, N> Hex(const std::string &hex) {
	std::array<std::uint8_t, N> b{};
	std::string h;
	for (char c : hex) {
		if (c != '-') h += c;
	}
	EXPECT_EQ(h.size(), 2 * N) << hex;
	for (std::size_t i = 0; i < N; i++) {
		b[i] = static_cast<std::uint8_t>(std::stoul(h.substr(2 * i, 2), nullptr, 16));
	}
	return b;
}

template <std::size_t N>
std::string ToHex(const std::array<std::uint8_t, N> &b) {
	static const char digits[] = "0123456789abcdef";
	std::string s;
	for (std::uint8_t v : b) {
		s += digits[v >> 4];
		s += digits[v & 15];
	}
	return s;
}

std::string Encode(const Bytes &b) {
	char out[BASEUID_TEXT_LEN];
	baseuid_core_encode(b.data(), out);
	return std::string(out, BASEUID_TEXT_LEN);
}

core_status Decode(const std::string &s, Bytes *out, std::size_t *pos = nullptr) {
	return baseuid_core_decode(s.data(), s.size(), out->data(), pos);
}

Bytes Parse(const std::string &s) {
	Bytes b{};
	EXPECT_EQ(Decode(s, &b), CORE_OK) << s;
	return b;
}

// The 120-bit value of 15 bytes as (high 64, low 56) for arithmetic checks.
struct U120 {
	std::uint64_t hi;  // bits 0..63 (bytes 0..7)
	std::uint64_t lo;  // bits 64..119 (bytes 8..14), right-aligned
};

U120 Value(const Bytes &b) {
	U120 v{0, 0};
	for (int i = 0; i < 8; i++) v.hi = (v.hi << 8) | b[i];
	for (int i = 8; i < 15; i++) v.lo = (v.lo << 8) | b[i];
	return v;
}

std::uint64_t UnixNs(int year) {
	// 00:00:00 UTC on January 1 of `year` (1970..2262), from days since 1970.
	std::uint64_t days = 0;
	for (int y = 1970; y < year; y++) {
		days += (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) ? 366 : 365;
	}
	return days * 86400ULL * 1000000000ULL;
}

// --- known answers (checked by hand) ---

TEST(BaseuidCodec, ReferenceExample) {
	const Bytes b = Parse("ANjssJkyfa3H00J9ZPJG");
	EXPECT_EQ(ToHex(b), "2d8bf8e14c3eae611204150a91a511");
	EXPECT_EQ(Encode(b), "ANjssJkyfa3H00J9ZPJG");
	// its time field is the tick of 2022-01-01T00:00:00Z
	std::uint64_t t = 0;
	ASSERT_EQ(baseuid_core_time_from_unix_ns(UnixNs(2022), &t), CORE_OK);
	EXPECT_EQ(baseuid_core_time(b.data()), t);
	EXPECT_EQ(t, 0x2d8bf8e14c3eULL);
	EXPECT_LE(baseuid_core_time_to_unix_ns(t), UnixNs(2022));
	EXPECT_GT(baseuid_core_time_to_unix_ns(t) + 32768, UnixNs(2022));
}

TEST(BaseuidCodec, YearPrefixes) {
	const std::vector<std::pair<int, std::string>> cases = {
		{2020, "9wgoPrBJ"}, {2021, "A9j_Dj2s"}, {2022, "ANjssJky"},
		{2023, "AakBWuT3"}, {2024, "AokVAVA9"}, {2038, "DsybusgL"},
	};
	for (const auto &[year, prefix] : cases) {
		std::uint64_t t = 0;
		ASSERT_EQ(baseuid_core_time_from_unix_ns(UnixNs(year), &t), CORE_OK);
		// the same tick through microseconds
		std::uint64_t t_us = 0;
		ASSERT_EQ(baseuid_core_time_from_unix_us(static_cast<std::int64_t>(UnixNs(year) / 1000), &t_us),
				  CORE_OK);
		EXPECT_EQ(t_us, t) << year;
		Bytes b{};
		ASSERT_EQ(baseuid_core_from_time(t, nullptr, b.data()), CORE_OK);
		EXPECT_EQ(Encode(b), prefix + "------------") << year;
	}
}

TEST(BaseuidCodec, SecondExample) {
	const Bytes b = Hex<15>("000c172d434e595b0c172d434e595b");
	EXPECT_EQ(Encode(b), "--kMAJCDLKgB4mp2I__Q");
	EXPECT_EQ(Parse("--kMAJCDLKgB4mp2I__Q"), b);
}

TEST(BaseuidCodec, Extremes) {
	Bytes zero{};
	Bytes ones{};
	ones.fill(0xFF);
	EXPECT_EQ(Encode(zero), "--------------------");
	EXPECT_EQ(Encode(ones), "zzzzzzzzzzzzzzzzzzzz");
	EXPECT_EQ(Parse("--------------------"), zero);
	EXPECT_EQ(Parse("zzzzzzzzzzzzzzzzzzzz"), ones);
}

// --- every symbol in every position ---

TEST(BaseuidCodec, EverySymbolInEveryPosition) {
	for (int pos = 0; pos < BASEUID_TEXT_LEN; pos++) {
		for (int sym = 0; sym < 64; sym++) {
			std::string text(BASEUID_TEXT_LEN, '-');
			text[pos] = kAlphabet[sym];
			Bytes b{};
			std::size_t err = 99;
			ASSERT_EQ(Decode(text, &b, &err), CORE_OK) << text;
			// the value is sym << 6 * (19 - pos)
			const int shift = 6 * (BASEUID_TEXT_LEN - 1 - pos);
			U120 expect{0, 0};
			if (shift >= 56) {
				expect.hi = static_cast<std::uint64_t>(sym) << (shift - 56);
			} else {
				expect.lo = static_cast<std::uint64_t>(sym) << shift;
				if (shift > 0 && shift + 6 > 56) {
					expect.hi = static_cast<std::uint64_t>(sym) >> (56 - shift);
					expect.lo &= (std::uint64_t{1} << 56) - 1;
				}
			}
			const U120 got = Value(b);
			EXPECT_EQ(got.hi, expect.hi) << text;
			EXPECT_EQ(got.lo, expect.lo) << text;
			EXPECT_EQ(Encode(b), text);
			// and over a non-zero background
			std::string z(BASEUID_TEXT_LEN, 'z');
			z[pos] = kAlphabet[sym];
			EXPECT_EQ(Encode(Parse(z)), z);
		}
	}
}

TEST(BaseuidCodec, EveryOtherByteInEveryPosition) {
	const Bytes sentinel = Hex<15>("a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5");
	int rejected = 0;
	for (int c = 0; c < 256; c++) {
		if (c != 0 && kAlphabet.find(static_cast<char>(c)) != std::string::npos) {
			continue;
		}
		for (int pos = 0; pos < BASEUID_TEXT_LEN; pos++) {
			std::string text = "ANjssJkyfa3H00J9ZPJG";
			text[pos] = static_cast<char>(c);
			Bytes out = sentinel;
			std::size_t err = 99;
			ASSERT_EQ(Decode(text, &out, &err), CORE_ERR_CHAR) << c << " at " << pos;
			EXPECT_EQ(err, static_cast<std::size_t>(pos));
			EXPECT_EQ(out, sentinel);  // untouched on error
			EXPECT_EQ(Decode(text, &out, nullptr), CORE_ERR_CHAR);
			rejected++;
		}
	}
	EXPECT_EQ(rejected, (256 - 64) * BASEUID_TEXT_LEN);
}

TEST(BaseuidCodec, StandardBase64SymbolsRejected) {
	for (char c : {'+', '/', '='}) {
		std::string text = "ANjssJkyfa3H00J9ZPJG";
		text[19] = c;
		Bytes b{};
		std::size_t err = 0;
		EXPECT_EQ(Decode(text, &b, &err), CORE_ERR_CHAR) << c;
		EXPECT_EQ(err, 19u);
		text[3] = c;
		EXPECT_EQ(Decode(text, &b, &err), CORE_ERR_CHAR) << c;
		EXPECT_EQ(err, 3u);  // the first bad byte
	}
	// padded standard base64 of 15 bytes is 20 characters too, but not ours
	Bytes b{};
	EXPECT_EQ(Decode("LYv44Uw+rmESBBUKkaUR", &b), CORE_ERR_CHAR);
}

TEST(BaseuidCodec, CaseMatters) {
	const Bytes upper = Parse("ANJSSJKYFA3H00J9ZPJG");
	const Bytes mixed = Parse("ANjssJkyfa3H00J9ZPJG");
	EXPECT_NE(upper, mixed);
	EXPECT_EQ(Encode(upper), "ANJSSJKYFA3H00J9ZPJG");
}

TEST(BaseuidCodec, Lengths) {
	const Bytes sentinel = Hex<15>("a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5");
	const std::string good = "ANjssJkyfa3H00J9ZPJG";
	for (std::size_t len : {0u, 1u, 8u, 19u, 21u, 22u, 26u, 40u}) {
		std::string text = (good + good + good).substr(0, len);
		Bytes out = sentinel;
		std::size_t err = 99;
		EXPECT_EQ(Decode(text, &out, &err), CORE_ERR_LENGTH) << len;
		EXPECT_EQ(out, sentinel);
		EXPECT_EQ(err, 99u);
	}
	// 20 bytes with a NUL inside: a bad character, not a short string
	std::string nul = good;
	nul[7] = '\0';
	Bytes out{};
	std::size_t err = 0;
	EXPECT_EQ(Decode(nul, &out, &err), CORE_ERR_CHAR);
	EXPECT_EQ(err, 7u);
}

// The decoder reads exactly 20 bytes and the encoder exactly 15: place the
// input right before an inaccessible page.
TEST(BaseuidCodec, NoOverRead) {
	const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
	void *mem = mmap(nullptr, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(mem, MAP_FAILED);
	auto *base = static_cast<char *>(mem);
	ASSERT_EQ(mprotect(base + page, page, PROT_NONE), 0);
	for (std::size_t len : {0u, 1u, 19u, 20u}) {
		char *start = base + page - len;
		std::memcpy(start, "ANjssJkyfa3H00J9ZPJG", len);
		Bytes out{};
		const core_status st = baseuid_core_decode(start, len, out.data(), nullptr);
		EXPECT_EQ(st, len == 20 ? CORE_OK : CORE_ERR_LENGTH);
	}
	auto *bin = reinterpret_cast<std::uint8_t *>(base + page - BASEUID_BINARY_LEN);
	const Bytes b = Parse("ANjssJkyfa3H00J9ZPJG");
	std::memcpy(bin, b.data(), BASEUID_BINARY_LEN);
	char text[BASEUID_TEXT_LEN];
	baseuid_core_encode(bin, text);
	EXPECT_EQ(std::string(text, BASEUID_TEXT_LEN), "ANjssJkyfa3H00J9ZPJG");
	EXPECT_EQ(baseuid_core_time(bin), 0x2d8bf8e14c3eULL);
	Uuid u{};
	baseuid_core_to_uuid(bin, u.data());
	// a uuid ending at the page boundary
	auto *ub = reinterpret_cast<std::uint8_t *>(base + page - BASEUID_UUID_LEN);
	std::memcpy(ub, u.data(), BASEUID_UUID_LEN);
	Bytes back{};
	EXPECT_EQ(baseuid_core_from_uuid(ub, back.data()), CORE_OK);
	EXPECT_EQ(back, b);
	munmap(mem, 2 * page);
}

// Random values: decode(encode(b)) == b, and text order (as bytes, i.e. the
// C collation) is byte order.
TEST(BaseuidCodec, RandomRoundTripAndOrder) {
	std::mt19937_64 rng(20231230);
	std::vector<std::pair<Bytes, std::string>> values;
	for (int i = 0; i < 200000; i++) {
		Bytes b{};
		for (auto &v : b) v = static_cast<std::uint8_t>(rng());
		if (i % 4 == 0) b[rng() % 15] = (i & 8) ? 0xFF : 0x00;  // some edge bytes
		const std::string t = Encode(b);
		ASSERT_EQ(Parse(t), b);
		values.emplace_back(b, t);
	}
	auto by_bytes = values;
	std::sort(by_bytes.begin(), by_bytes.end(), [](const auto &x, const auto &y) {
		return std::memcmp(x.first.data(), y.first.data(), BASEUID_BINARY_LEN) < 0;
	});
	auto by_text = values;
	std::sort(by_text.begin(), by_text.end(),
			  [](const auto &x, const auto &y) { return x.second < y.second; });
	for (std::size_t i = 0; i < values.size(); i++) {
		ASSERT_EQ(by_bytes[i].second, by_text[i].second) << i;
	}
}

// --- time field ---

TEST(BaseuidTime, MicrosecondRange) {
	std::uint64_t t = 12345;
	EXPECT_EQ(baseuid_core_time_from_unix_us(0, &t), CORE_OK);
	EXPECT_EQ(t, 0u);
	t = 12345;
	EXPECT_EQ(baseuid_core_time_from_unix_us(-1, &t), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(t, 12345u);
	EXPECT_EQ(baseuid_core_time_from_unix_us(INT64_MIN, &t), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(baseuid_core_time_from_unix_us(BASEUID_MAX_UNIX_US, &t), CORE_OK);
	EXPECT_EQ(t, BASEUID_MAX_TIME);
	EXPECT_EQ(baseuid_core_time_from_unix_us(BASEUID_MAX_UNIX_US + 1, &t), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(baseuid_core_time_from_unix_us(INT64_MAX, &t), CORE_ERR_TIME_RANGE);
	// 32.768 us ticks: 0..32 us in tick 0, 33 us in tick 1 (starts at 32.768)
	EXPECT_EQ(baseuid_core_time_from_unix_us(32, &t), CORE_OK);
	EXPECT_EQ(t, 0u);
	EXPECT_EQ(baseuid_core_time_from_unix_us(33, &t), CORE_OK);
	EXPECT_EQ(t, 1u);
	EXPECT_EQ(baseuid_core_time_from_unix_us(65, &t), CORE_OK);
	EXPECT_EQ(t, 1u);
	EXPECT_EQ(baseuid_core_time_from_unix_us(66, &t), CORE_OK);
	EXPECT_EQ(t, 2u);
}

TEST(BaseuidTime, NanosecondRange) {
	std::uint64_t t = 0;
	EXPECT_EQ(baseuid_core_time_from_unix_ns(0x7FFFFFFFFFFFFFFFULL, &t), CORE_OK);
	EXPECT_EQ(t, BASEUID_MAX_TIME);
	EXPECT_EQ(baseuid_core_time_from_unix_ns(0x8000000000000000ULL, &t), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(baseuid_core_time_from_unix_ns(32767, &t), CORE_OK);
	EXPECT_EQ(t, 0u);
	EXPECT_EQ(baseuid_core_time_from_unix_ns(32768, &t), CORE_OK);
	EXPECT_EQ(t, 1u);
	EXPECT_EQ(baseuid_core_time_to_unix_ns(BASEUID_MAX_TIME), 0x7FFFFFFFFFFF8000ULL);
}

TEST(BaseuidTime, MicrosecondsAgreeWithNanoseconds) {
	std::mt19937_64 rng(7);
	for (int i = 0; i < 100000; i++) {
		const std::int64_t us = static_cast<std::int64_t>(rng() % (BASEUID_MAX_UNIX_US + 1));
		std::uint64_t a = 0;
		std::uint64_t b = 0;
		ASSERT_EQ(baseuid_core_time_from_unix_us(us, &a), CORE_OK);
		ASSERT_EQ(baseuid_core_time_from_unix_ns(static_cast<std::uint64_t>(us) * 1000, &b), CORE_OK);
		ASSERT_EQ(a, b) << us;
		// a tick starts at or before the microsecond, and its start truncated
		// to microseconds is at most that microsecond
		ASSERT_LE(baseuid_core_time_to_unix_ns(a), static_cast<std::uint64_t>(us) * 1000);
		ASSERT_LE(baseuid_core_time_to_unix_us(a), us);
		ASSERT_GT(baseuid_core_time_to_unix_ns(a) + 32768, static_cast<std::uint64_t>(us) * 1000);
	}
	// truncation toward the past: tick 1 starts at 32.768 us
	EXPECT_EQ(baseuid_core_time_to_unix_us(1), 32);
	EXPECT_EQ(baseuid_core_time_to_unix_us(BASEUID_MAX_TIME), 9223372036854743LL);
}

TEST(BaseuidTime, FromTime) {
	const Random r = {1, 2, 3, 4, 5, 6, 7, 8, 9};
	Bytes b{};
	ASSERT_EQ(baseuid_core_from_time(0x2d8bf8e14c3eULL, r.data(), b.data()), CORE_OK);
	EXPECT_EQ(ToHex(b), "2d8bf8e14c3e010203040506070809");
	ASSERT_EQ(baseuid_core_from_time(BASEUID_MAX_TIME, nullptr, b.data()), CORE_OK);
	EXPECT_EQ(ToHex(b), "ffffffffffff000000000000000000");
	const Bytes before = b;
	EXPECT_EQ(baseuid_core_from_time(BASEUID_MAX_TIME + 1, r.data(), b.data()), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(b, before);
}

// --- UUIDv8 form ---

TEST(BaseuidUuid, ReferenceExample) {
	const Bytes b = Parse("ANjssJkyfa3H00J9ZPJG");
	Uuid u{};
	baseuid_core_to_uuid(b.data(), u.data());
	EXPECT_EQ(u, Hex<16>("2d8bf8e1-4c3e-8ae6-8448-10542a469444"));
	Bytes back{};
	ASSERT_EQ(baseuid_core_from_uuid(u.data(), back.data()), CORE_OK);
	EXPECT_EQ(back, b);
}

TEST(BaseuidUuid, Extremes) {
	Bytes zero{};
	Bytes ones{};
	ones.fill(0xFF);
	Uuid u{};
	baseuid_core_to_uuid(zero.data(), u.data());
	EXPECT_EQ(u, Hex<16>("00000000-0000-8000-8000-000000000000"));
	baseuid_core_to_uuid(ones.data(), u.data());
	EXPECT_EQ(u, Hex<16>("ffffffff-ffff-8fff-bfff-fffffffffffc"));
}

TEST(BaseuidUuid, RandomRoundTripKeepsOrder) {
	std::mt19937_64 rng(42);
	Bytes prev{};
	Uuid prev_u{};
	for (int i = 0; i < 100000; i++) {
		Bytes b{};
		for (auto &v : b) v = static_cast<std::uint8_t>(rng());
		Uuid u{};
		baseuid_core_to_uuid(b.data(), u.data());
		ASSERT_EQ(u[6] >> 4, 8);
		ASSERT_EQ(u[8] >> 6, 2);
		ASSERT_EQ(u[15] & 3, 0);
		Bytes back{};
		ASSERT_EQ(baseuid_core_from_uuid(u.data(), back.data()), CORE_OK);
		ASSERT_EQ(back, b);
		// the uuid orders like the BaseUID (the inserted bits are constant)
		if (i > 0) {
			const int c1 = std::memcmp(b.data(), prev.data(), BASEUID_BINARY_LEN);
			const int c2 = std::memcmp(u.data(), prev_u.data(), BASEUID_UUID_LEN);
			ASSERT_EQ(c1 < 0, c2 < 0);
			ASSERT_EQ(c1 > 0, c2 > 0);
		}
		prev = b;
		prev_u = u;
	}
}

TEST(BaseuidUuid, OtherUuidsRejected) {
	const Uuid good = Hex<16>("2d8bf8e1-4c3e-8ae6-8448-10542a469444");
	const Bytes sentinel = Hex<15>("a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5");
	// every other version
	for (int v = 0; v < 16; v++) {
		Uuid u = good;
		u[6] = static_cast<std::uint8_t>((v << 4) | (u[6] & 0x0F));
		Bytes out = sentinel;
		EXPECT_EQ(baseuid_core_from_uuid(u.data(), out.data()), v == 8 ? CORE_OK : CORE_ERR_UUID_LAYOUT)
			<< "version " << v;
		if (v != 8) {
			EXPECT_EQ(out, sentinel);
		}
	}
	// every other variant
	for (int var = 0; var < 4; var++) {
		Uuid u = good;
		u[8] = static_cast<std::uint8_t>((var << 6) | (u[8] & 0x3F));
		Bytes out = sentinel;
		EXPECT_EQ(baseuid_core_from_uuid(u.data(), out.data()), var == 2 ? CORE_OK : CORE_ERR_UUID_LAYOUT)
			<< "variant " << var;
	}
	// the two low bits must be zero
	for (int z = 0; z < 4; z++) {
		Uuid u = good;
		u[15] = static_cast<std::uint8_t>((u[15] & 0xFC) | z);
		Bytes out = sentinel;
		EXPECT_EQ(baseuid_core_from_uuid(u.data(), out.data()), z == 0 ? CORE_OK : CORE_ERR_UUID_LAYOUT)
			<< "low bits " << z;
	}
	// a v4 and a v7 uuid, the nil and the max uuid
	for (const char *s : {"a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", "01890a5d-ac96-774b-bcce-b302099a8057",
						  "00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff"}) {
		const Uuid u = Hex<16>(s);
		Bytes out = sentinel;
		EXPECT_EQ(baseuid_core_from_uuid(u.data(), out.data()), CORE_ERR_UUID_LAYOUT) << s;
		EXPECT_EQ(out, sentinel);
	}
}

// --- the monotonic generator, with a fake clock ---

class BaseuidMonotonic : public ::testing::Test {
protected:
	core_monotonic_state state{};

	core_status Next(std::uint64_t tick, const Random *random, Bytes *out) {
		return baseuid_core_next(&state, tick, random ? random->data() : nullptr, out->data(), nullptr);
	}

	// Whether the next call would take its random bytes (on a copy of the state).
	bool TakesRandom(std::uint64_t tick) const {
		core_monotonic_state s = state;
		const Random r{};
		Bytes out{};
		int used = 0;
		baseuid_core_next(&s, tick, r.data(), out.data(), &used);
		return used != 0;
	}

	static Random RandomPart(const Bytes &b) {
		Random r{};
		std::memcpy(r.data(), b.data() + BASEUID_TIME_LEN, BASEUID_RANDOM_LEN);
		return r;
	}
};

const std::uint64_t kTick2022 = 0x2d8bf8e14c3eULL;

TEST_F(BaseuidMonotonic, FirstCallUsesClockAndRandom) {
	EXPECT_TRUE(TakesRandom(kTick2022));
	const Random r = {0xae, 0x61, 0x12, 0x04, 0x15, 0x0a, 0x91, 0xa5, 0x11};
	Bytes out{};
	ASSERT_EQ(Next(kTick2022, &r, &out), CORE_OK);
	EXPECT_EQ(Encode(out), "ANjssJkyfa3H00J9ZPJG");
	EXPECT_EQ(RandomPart(out), r);
	core_monotonic_state fresh{};
	EXPECT_EQ(baseuid_core_next(&fresh, kTick2022, nullptr, out.data(), nullptr), CORE_ERR_ARGUMENT);
	EXPECT_EQ(fresh.phase, CORE_PHASE_FRESH);
}

// gen_baseuid()'s single call (baseuid_core_next): the 9 bytes go
// into a first id, a new tick, or the tick after an overflow only.
TEST_F(BaseuidMonotonic, BackendNextSpendsTheBytesOnlyForANewTick) {
	const Random r = {0xae, 0x61, 0x12, 0x04, 0x15, 0x0a, 0x91, 0xa5, 0x11};
	const Random top = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
	Bytes a{}, b{};
	int used = -1;
	ASSERT_EQ(baseuid_core_next(&state, kTick2022, r.data(), a.data(), &used), CORE_OK);
	EXPECT_EQ(Encode(a), "ANjssJkyfa3H00J9ZPJG");
	EXPECT_EQ(used, 1);
	ASSERT_EQ(baseuid_core_next(&state, kTick2022, top.data(), b.data(), &used), CORE_OK);
	EXPECT_EQ(RandomPart(b)[8], 0x12);	// + 1, the bytes not taken
	EXPECT_EQ(used, 0);
	state = {};
	ASSERT_EQ(baseuid_core_next(&state, kTick2022, top.data(), a.data(), &used), CORE_OK);
	ASSERT_EQ(baseuid_core_next(&state, kTick2022, r.data(), b.data(), &used), CORE_OK);
	EXPECT_EQ(RandomPart(b), r);	// the 72 bits overflowed: the next tick, fresh
	EXPECT_EQ(used, 1);
}

TEST_F(BaseuidMonotonic, SameTickAddsOne) {
	const Random r = {0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFE};
	Bytes a{}, b{}, c{}, d{};
	ASSERT_EQ(Next(kTick2022, &r, &a), CORE_OK);
	EXPECT_FALSE(TakesRandom(kTick2022));
	ASSERT_EQ(Next(kTick2022, nullptr, &b), CORE_OK);  // no randomness needed
	ASSERT_EQ(Next(kTick2022, nullptr, &c), CORE_OK);
	ASSERT_EQ(Next(kTick2022, nullptr, &d), CORE_OK);
	EXPECT_EQ(ToHex(a), "2d8bf8e14c3e00000000000000fffe");
	EXPECT_EQ(ToHex(b), "2d8bf8e14c3e00000000000000ffff");
	EXPECT_EQ(ToHex(c), "2d8bf8e14c3e000000000000010000");  // carry across bytes
	EXPECT_EQ(ToHex(d), "2d8bf8e14c3e000000000000010001");
	EXPECT_LT(Encode(a), Encode(b));
	EXPECT_LT(Encode(b), Encode(c));
	EXPECT_LT(Encode(c), Encode(d));
}

TEST_F(BaseuidMonotonic, CarryIntoTopRandomByte) {
	const Random r = {0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
	Bytes a{}, b{};
	ASSERT_EQ(Next(kTick2022, &r, &a), CORE_OK);
	ASSERT_EQ(Next(kTick2022, nullptr, &b), CORE_OK);
	EXPECT_EQ(ToHex(b), "2d8bf8e14c3e010000000000000000");
}

TEST_F(BaseuidMonotonic, ClockBackKeepsTick) {
	const Random r = {9, 9, 9, 9, 9, 9, 9, 9, 9};
	Bytes a{}, b{};
	ASSERT_EQ(Next(kTick2022, &r, &a), CORE_OK);
	EXPECT_FALSE(TakesRandom(kTick2022 - 1000));
	ASSERT_EQ(Next(kTick2022 - 1000, nullptr, &b), CORE_OK);
	EXPECT_EQ(baseuid_core_time(b.data()), kTick2022);
	EXPECT_EQ(ToHex(b), "2d8bf8e14c3e09090909090909090a");
	EXPECT_GT(b, a);
}

TEST_F(BaseuidMonotonic, NewTickTakesFreshRandom) {
	const Random r1 = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x00};
	const Random r2 = {0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01};
	Bytes a{}, b{};
	ASSERT_EQ(Next(kTick2022, &r1, &a), CORE_OK);
	EXPECT_TRUE(TakesRandom(kTick2022 + 1));
	ASSERT_EQ(Next(kTick2022 + 1, &r2, &b), CORE_OK);
	EXPECT_EQ(baseuid_core_time(b.data()), kTick2022 + 1);
	EXPECT_EQ(RandomPart(b), r2);  // lower random part, later tick: still greater
	EXPECT_GT(Encode(b), Encode(a));
}

TEST_F(BaseuidMonotonic, OverflowMovesToNextTick) {
	Random ones;
	ones.fill(0xFF);
	const Random r2 = {7, 7, 7, 7, 7, 7, 7, 7, 7};
	Bytes a{}, b{}, c{};
	ASSERT_EQ(Next(kTick2022, &ones, &a), CORE_OK);
	EXPECT_EQ(Encode(a).substr(8), "zzzzzzzzzzzz");
	// the same tick again: +1 overflows 72 bits, so fresh random is needed
	EXPECT_TRUE(TakesRandom(kTick2022));
	Bytes none{};
	const Bytes a_copy = a;
	EXPECT_EQ(Next(kTick2022, nullptr, &none), CORE_ERR_ARGUMENT);  // state unchanged
	ASSERT_EQ(Next(kTick2022, &r2, &b), CORE_OK);
	EXPECT_EQ(baseuid_core_time(b.data()), kTick2022 + 1);  // ahead of the clock
	EXPECT_EQ(RandomPart(b), r2);
	EXPECT_GT(b, a_copy);
	// the clock has not caught up: the advanced tick is kept, +1
	ASSERT_EQ(Next(kTick2022, nullptr, &c), CORE_OK);
	EXPECT_EQ(baseuid_core_time(c.data()), kTick2022 + 1);
	EXPECT_EQ(ToHex(c), "2d8bf8e14c3f070707070707070708");
}

TEST_F(BaseuidMonotonic, OverflowAtLastTick) {
	Random ones;
	ones.fill(0xFF);
	Bytes a{}, b{};
	ASSERT_EQ(Next(BASEUID_MAX_TIME, &ones, &a), CORE_OK);
	EXPECT_EQ(Encode(a), "zzzzzzzzzzzzzzzzzzzz");
	EXPECT_EQ(Next(BASEUID_MAX_TIME, &ones, &b), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(Next(BASEUID_MAX_TIME + 1, &ones, &b), CORE_ERR_TIME_RANGE);
}

TEST_F(BaseuidMonotonic, FrozenClockStrictlyIncreasing) {
	std::mt19937_64 rng(1);
	Random r{};
	for (auto &v : r) v = static_cast<std::uint8_t>(rng());
	Bytes prev{};
	ASSERT_EQ(Next(kTick2022, &r, &prev), CORE_OK);
	std::string prev_text = Encode(prev);
	for (int i = 0; i < 100000; i++) {
		Bytes cur{};
		const std::uint64_t tick = kTick2022 - (i % 3);  // frozen or going back
		Random fresh{};
		for (auto &v : fresh) v = static_cast<std::uint8_t>(rng());
		ASSERT_EQ(Next(tick, TakesRandom(tick) ? &fresh : nullptr, &cur),
				  CORE_OK);
		const std::string text = Encode(cur);
		ASSERT_LT(prev_text, text);
		ASSERT_LT(std::memcmp(prev.data(), cur.data(), BASEUID_BINARY_LEN), 0);
		prev = cur;
		prev_text = text;
	}
}

// The state is the shared core_monotonic_state: the generator's fields are the
// last id's unpacked fields.
TEST_F(BaseuidMonotonic, StateHoldsUnpackedFields) {
	const Random r = {0xae, 0x61, 0x12, 0x04, 0x15, 0x0a, 0x91, 0xa5, 0x11};
	Bytes out{};
	ASSERT_EQ(Next(kTick2022, &r, &out), CORE_OK);
	EXPECT_EQ(state.last.time, kTick2022);
	EXPECT_EQ(state.last.time, baseuid_core_time(out.data()));
	EXPECT_EQ(state.last.rand_hi, 0xaeULL);
	EXPECT_EQ(state.last.rand_lo, 0x611204150a91a511ULL);
}

}  // namespace
