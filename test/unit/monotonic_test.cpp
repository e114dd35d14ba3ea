// Unit tests of the monotonic generator state machine (src/core/kit.hpp)
// and the 80-bit increment, driven by a fake clock and fixed random bytes.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "core.h"

namespace {

using Bytes = std::array<std::uint8_t, ULID_BINARY_LEN>;
using Random = std::array<std::uint8_t, ULID_RANDOM_LEN>;

std::string Text(const Bytes &b) {
	char out[ULID_TEXT_LEN];
	ulid_core_encode(b.data(), out);
	return std::string(out, ULID_TEXT_LEN);
}

Bytes Parse(const char *text) {
	Bytes b{};
	EXPECT_EQ(ulid_core_decode(text, ULID_TEXT_LEN, b.data(), nullptr), CORE_OK);
	return b;
}

Random RandomPart(const Bytes &b) {
	Random r{};
	std::memcpy(r.data(), b.data() + ULID_TIME_LEN, ULID_RANDOM_LEN);
	return r;
}

// The ULID generator in milliseconds (gen_monotonic_ulid()'s machine, the
// 0.4.0 gen_ulid()'s) with the spec's step of 1 and no lead bound: the ULID
// layout, 80 random bits.  gen_ulid()'s machine in ticks is fraction_test.cpp's.
core_status UlidNextUsed(core_monotonic_state *st, std::uint64_t ms, const std::uint8_t *random, std::uint8_t *out,
						 int *used) {
	return ulid_core_shared_next(st, ULID_LAYOUT_ULID, ms, 1, UINT64_MAX, random, out, nullptr, used);
}

core_status UlidNext(core_monotonic_state *st, std::uint64_t ms, const std::uint8_t *random, std::uint8_t *out) {
	return UlidNextUsed(st, ms, random, out, nullptr);
}

// Whether the generator's next call would take its random bytes (it runs on a
// copy of the state).
bool NeedsRandom(const core_monotonic_state *st, std::uint64_t ms) {
	core_monotonic_state copy = *st;
	const Random r{};
	Bytes out{};
	int used = 0;
	UlidNextUsed(&copy, ms, r.data(), out.data(), &used);
	return used != 0;
}

// The spec's increment (+1 with carry; overflow is an error, never a wrap),
// as the state machine does it: seeded with b, the next id of b's millisecond.
core_status NextAfter(const Bytes &b, Bytes *out) {
	core_monotonic_state st{};
	const Random r = RandomPart(b);
	const std::uint64_t ms = ulid_core_time_ms(b.data());
	Bytes first{};
	EXPECT_EQ(UlidNext(&st, ms, r.data(), first.data()), CORE_OK);
	EXPECT_EQ(first, b);
	return UlidNext(&st, ms, nullptr, out->data());
}

TEST(Increment, CarryAcrossBytes) {
	Bytes b = Parse("01BX5ZZKBK0000000000000000");
	b[14] = 0xFF;
	b[15] = 0xFF;
	Bytes n{};
	ASSERT_EQ(NextAfter(b, &n), CORE_OK);
	EXPECT_EQ(n[13], 1);
	EXPECT_EQ(n[14], 0);
	EXPECT_EQ(n[15], 0);
	EXPECT_EQ(Text(n).substr(0, 10), "01BX5ZZKBK");  // the timestamp is untouched
}

TEST(Increment, SpecExampleAndOverflow) {
	Bytes n{};
	ASSERT_EQ(NextAfter(Parse("01BX5ZZKBKACTAV9WEVGEMMVRZ"), &n), CORE_OK);
	EXPECT_EQ(Text(n), "01BX5ZZKBKACTAV9WEVGEMMVS0");
	EXPECT_EQ(NextAfter(Parse("01BX5ZZKBKZZZZZZZZZZZZZZZZ"), &n), CORE_ERR_RANDOM_OVERFLOW);
}

class Monotonic : public ::testing::Test {
protected:
	core_monotonic_state state{};

	core_status Next(std::uint64_t ms, const Random *random, Bytes *out) {
		return UlidNext(&state, ms, random ? random->data() : nullptr, out->data());
	}
};

TEST_F(Monotonic, FirstCallUsesClockAndRandom) {
	EXPECT_TRUE(NeedsRandom(&state, 0));
	const Random r = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
	Bytes out{};
	ASSERT_EQ(Next(1735689600000ULL, &r, &out), CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(out.data()), 1735689600000ULL);
	EXPECT_EQ(RandomPart(out), r);
	EXPECT_EQ(Text(out).substr(0, 10), "01JGFJJZ00");
	Bytes none{};
	core_monotonic_state fresh{};
	EXPECT_EQ(UlidNext(&fresh, 5, nullptr, none.data()), CORE_ERR_ARGUMENT);
}

TEST_F(Monotonic, SameMillisecondAddsOne) {
	const Random r = {0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFE};
	Bytes a{}, b{}, c{};
	ASSERT_EQ(Next(1000, &r, &a), CORE_OK);
	EXPECT_FALSE(NeedsRandom(&state, 1000));
	const Random other = {9, 9, 9, 9, 9, 9, 9, 9, 9, 9};
	ASSERT_EQ(Next(1000, &other, &b), CORE_OK);  // randomness ignored in the same ms
	ASSERT_EQ(Next(1000, nullptr, &c), CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(b.data()), 1000u);
	EXPECT_EQ(b[15], 0xFF);
	EXPECT_EQ(b[14], 0xFF);
	// carry from byte 15 into 14 into 13
	EXPECT_EQ(c[13], 1);
	EXPECT_EQ(c[14], 0);
	EXPECT_EQ(c[15], 0);
	EXPECT_LT(a, b);
	EXPECT_LT(b, c);
}

TEST_F(Monotonic, ClockGoingBackwardsKeepsTimestamp) {
	const Random r = {5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
	Bytes a{}, b{}, c{};
	ASSERT_EQ(Next(2000, &r, &a), CORE_OK);
	EXPECT_FALSE(NeedsRandom(&state, 1500));
	ASSERT_EQ(Next(1500, nullptr, &b), CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(b.data()), 2000u);
	EXPECT_EQ(b[15], 6);
	EXPECT_LT(a, b);
	// the clock comes back: a later millisecond draws fresh randomness
	EXPECT_TRUE(NeedsRandom(&state, 2001));
	const Random fresh = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
	ASSERT_EQ(Next(2001, &fresh, &c), CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(c.data()), 2001u);
	EXPECT_EQ(RandomPart(c), fresh);
	EXPECT_LT(b, c);
}

TEST_F(Monotonic, NewMillisecondDrawsNewRandomness) {
	const Random r1 = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
	const Random r2 = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
	Bytes a{}, b{};
	ASSERT_EQ(Next(10, &r1, &a), CORE_OK);
	ASSERT_EQ(Next(11, &r2, &b), CORE_OK);
	EXPECT_EQ(RandomPart(b), r2);  // not r1 + 1
	EXPECT_LT(a, b);
}

TEST_F(Monotonic, OverflowInOneMillisecondIsAnError) {
	// the spec's example: ...ZZZZZZZZZZZZZZZY, ...Z, then an error
	const Bytes start = Parse("01BX5ZZKBKZZZZZZZZZZZZZZZY");
	const std::uint64_t ms = ulid_core_time_ms(start.data());
	const Random r = RandomPart(start);
	Bytes a{}, b{}, c{};
	ASSERT_EQ(Next(ms, &r, &a), CORE_OK);
	EXPECT_EQ(Text(a), "01BX5ZZKBKZZZZZZZZZZZZZZZY");
	ASSERT_EQ(Next(ms, nullptr, &b), CORE_OK);
	EXPECT_EQ(Text(b), "01BX5ZZKBKZZZZZZZZZZZZZZZZ");
	c.fill(0x42);
	const Bytes untouched = c;
	EXPECT_EQ(Next(ms, nullptr, &c), CORE_ERR_RANDOM_OVERFLOW);
	EXPECT_EQ(c, untouched);
	EXPECT_EQ(Next(ms - 3, nullptr, &c), CORE_ERR_RANDOM_OVERFLOW);  // clock went back: still full
	// the state is unchanged: the next millisecond recovers
	const Random fresh = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
	ASSERT_EQ(Next(ms + 1, &fresh, &c), CORE_OK);
	EXPECT_LT(b, c);
}

TEST_F(Monotonic, TimeRange) {
	const Random r{};
	Bytes out{};
	EXPECT_EQ(Next(ULID_MAX_TIME_MS + 1, &r, &out), CORE_ERR_TIME_RANGE);
	ASSERT_EQ(Next(ULID_MAX_TIME_MS, &r, &out), CORE_OK);
	EXPECT_EQ(Text(out), "7ZZZZZZZZZ0000000000000000");
}

TEST_F(Monotonic, FrozenClockShuffledAndSortedComesBackInOrder) {
	std::mt19937_64 rng(42);
	Random r{};
	for (auto &byte : r) byte = static_cast<std::uint8_t>(rng());
	std::vector<Bytes> generated;
	for (int i = 0; i < 1000; i++) {
		Bytes out{};
		ASSERT_EQ(Next(1469918176385ULL, &r, &out), CORE_OK);
		generated.push_back(out);
	}
	std::vector<std::string> texts;
	for (const auto &b : generated) texts.push_back(Text(b));
	std::vector<std::string> shuffled = texts;
	std::shuffle(shuffled.begin(), shuffled.end(), rng);
	ASSERT_NE(shuffled, texts);
	std::sort(shuffled.begin(), shuffled.end());
	EXPECT_EQ(shuffled, texts);
	std::vector<Bytes> bytes_shuffled = generated;
	std::shuffle(bytes_shuffled.begin(), bytes_shuffled.end(), rng);
	std::sort(bytes_shuffled.begin(), bytes_shuffled.end());
	EXPECT_EQ(bytes_shuffled, generated);
}

}  // namespace
