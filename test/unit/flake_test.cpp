// Unit tests of the Ulid-Flake core (src/core/flake.cpp): known answers of
// the format, rejected inputs, and the generator on the shared state machine
// with a fake clock and fixed random steps.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "flake_core.h"

namespace {

constexpr std::uint64_t k2025 = 1735689600000ULL;  // 2025-01-01T00:00:00Z, Unix ms

std::string Text(std::int64_t v) {
	char out[FLAKE_TEXT_LEN];
	flake_core_encode(v, out);
	return std::string(out, FLAKE_TEXT_LEN);
}

ulid_status Decode(const std::string &s, std::int64_t *v, std::size_t *pos = nullptr) {
	return flake_core_decode(s.data(), s.size(), v, pos);
}

TEST(FlakeCodec, KnownAnswers) {
	struct {
		const char *text;
		std::int64_t value;
		std::uint64_t unix_ms;
	} cases[] = {
		{"00CMXB6TAK4SA", 14246757444195114LL, 1717653966666ULL},  // 2024-06-06T06:06:06.666Z
		{"00F5PEXFDQCGR", 17089122411459096LL, 1720364657133ULL},  // 2024-07-07T15:04:17.133Z
		{"00F2N078MDT7J", 16981964897052914LL, 1720262463764ULL},
		{"128GGYHYYK08N", 1234567890123456789LL, 0},
		{"0000000000000", 0, FLAKE_EPOCH_MS},
		{"7ZZZZZZZZZZZZ", INT64_MAX, 10500160222207ULL},  // 2302-09-27T15:10:22.207Z
		{"00XEDF2000000", static_cast<std::int64_t>((k2025 - FLAKE_EPOCH_MS) << 20), k2025},
		{"00XEDF200ZZZZ", static_cast<std::int64_t>(((k2025 - FLAKE_EPOCH_MS) << 20) | 0xFFFFF), k2025},
		{"01TT8HD000000", static_cast<std::int64_t>((1767225600000ULL - FLAKE_EPOCH_MS) << 20), 1767225600000ULL},
	};
	for (const auto &c : cases) {
		std::int64_t v = -1;
		ASSERT_EQ(Decode(c.text, &v), ULID_OK) << c.text;
		EXPECT_EQ(v, c.value) << c.text;
		EXPECT_EQ(Text(c.value), c.text);
		if (c.unix_ms != 0) {
			EXPECT_EQ(flake_core_unix_ms(v), c.unix_ms) << c.text;
		}
	}
	EXPECT_EQ(flake_core_random(14246757444195114LL), 627498u);
}

TEST(FlakeCodec, CaseAndAliases) {
	std::int64_t a, b, c;
	ASSERT_EQ(Decode("00cmxb6tak4sa", &a), ULID_OK);
	ASSERT_EQ(Decode("OOCMXB6TAK4SA", &b), ULID_OK);  // O -> 0
	EXPECT_EQ(a, 14246757444195114LL);
	EXPECT_EQ(b, a);
	ASSERT_EQ(Decode("0000000000OIL", &c), ULID_OK);  // O -> 0, I, L -> 1
	EXPECT_EQ(Text(c), "0000000000011");
}

TEST(FlakeCodec, Rejected) {
	std::int64_t v = 42;
	std::size_t pos = 99;
	EXPECT_EQ(Decode("8000000000000", &v), ULID_ERR_OVERFLOW);
	EXPECT_EQ(Decode("G000000000000", &v), ULID_ERR_OVERFLOW);  // never wrapped to 0
	EXPECT_EQ(Decode("ZZZZZZZZZZZZZ", &v), ULID_ERR_OVERFLOW);
	EXPECT_EQ(Decode("000000000000", &v), ULID_ERR_LENGTH);
	EXPECT_EQ(Decode("00000000000000", &v), ULID_ERR_LENGTH);
	EXPECT_EQ(Decode("", &v), ULID_ERR_LENGTH);
	EXPECT_EQ(Decode("00000000000U0", &v, &pos), ULID_ERR_CHAR);
	EXPECT_EQ(pos, 11u);
	EXPECT_EQ(Decode(std::string("000000000000\0", 13), &v, &pos), ULID_ERR_CHAR);
	EXPECT_EQ(pos, 12u);
	EXPECT_EQ(Decode("u000000000000", &v, &pos), ULID_ERR_CHAR);  // bad character wins over overflow
	EXPECT_EQ(pos, 0u);
	EXPECT_EQ(v, 42);  // untouched on error
}

TEST(FlakeCodec, RoundTripAndOrder) {
	std::uint64_t x = 0x9E3779B97F4A7C15ULL;
	std::string prev_text;
	std::int64_t prev = -1;
	for (int i = 0; i < 100000; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		const std::int64_t v = static_cast<std::int64_t>(x >> 1);
		std::int64_t back;
		const std::string t = Text(v);
		ASSERT_EQ(Decode(t, &back), ULID_OK);
		ASSERT_EQ(back, v);
		if (prev >= 0) {
			ASSERT_EQ(v < prev, t < prev_text);  // text order = integer order
		}
		prev = v;
		prev_text = t;
	}
}

TEST(FlakeFromTime, RangeAndLayouts) {
	std::int64_t v;
	EXPECT_EQ(flake_core_from_time(FLAKE_EPOCH_MS - 1, 0, FLAKE_NO_NODE, &v), ULID_ERR_TIME_RANGE);
	EXPECT_EQ(flake_core_from_time(FLAKE_EPOCH_MS + FLAKE_MAX_TIME + 1, 0, FLAKE_NO_NODE, &v), ULID_ERR_TIME_RANGE);
	ASSERT_EQ(flake_core_from_time(FLAKE_EPOCH_MS + FLAKE_MAX_TIME, 0xFFFFFFFF, FLAKE_NO_NODE, &v), ULID_OK);
	EXPECT_EQ(v, INT64_MAX);
	ASSERT_EQ(flake_core_from_time(k2025, 0xFFFFFFFF, 7, &v), ULID_OK);
	EXPECT_EQ(Text(v), "00XEDF200ZZZ7");  // 15 random bits, node 7 in the last character
	EXPECT_EQ(flake_core_random(v) & 31, 7u);
}

TEST(FlakeStep, OneTo255) {
	EXPECT_EQ(flake_core_step(0), 1u);
	EXPECT_EQ(flake_core_step(254), 255u);
	EXPECT_EQ(flake_core_step(255), 1u);
}

class FlakeMonotonic : public ::testing::Test {
  protected:
	id_monotonic_state state{};
	std::int64_t Next(std::uint64_t ms, std::uint32_t fresh, std::uint8_t step_byte, int node = FLAKE_NO_NODE) {
		std::int64_t v = -1;
		EXPECT_EQ(flake_core_monotonic_next(&state, ms, node, fresh, step_byte, &v), ULID_OK);
		return v;
	}
};

TEST_F(FlakeMonotonic, NewMillisecondTakesFreshRandom) {
	const std::int64_t a = Next(k2025, 0x12345, 0);
	EXPECT_EQ(flake_core_unix_ms(a), k2025);
	EXPECT_EQ(flake_core_random(a), 0x12345u);
	const std::int64_t b = Next(k2025 + 1, 0xABCDE, 0);
	EXPECT_EQ(flake_core_unix_ms(b), k2025 + 1);
	EXPECT_EQ(flake_core_random(b), 0xABCDEu);
}

TEST_F(FlakeMonotonic, SameMillisecondAddsTheStep) {
	const std::int64_t a = Next(k2025, 100, 0);
	const std::int64_t b = Next(k2025, 999, 9);  // step 10; the fresh value is ignored
	const std::int64_t c = Next(k2025, 999, 254);  // step 255
	EXPECT_EQ(b, a + 10);
	EXPECT_EQ(c, b + 255);
}

TEST_F(FlakeMonotonic, OverflowRunsAheadIntoTheNextMillisecond) {
	const std::int64_t a = Next(k2025, 0xFFFF0, 0);
	const std::int64_t b = Next(k2025, 0x00042, 19);  // +20 would pass 2^20 - 1
	EXPECT_EQ(flake_core_unix_ms(b), k2025 + 1);
	EXPECT_EQ(flake_core_random(b), 0x42u);
	EXPECT_GT(b, a);
	// the clock still says k2025: the generator stays ahead, stepping
	const std::int64_t c = Next(k2025, 0x77777, 0);
	EXPECT_EQ(c, b + 1);
}

TEST_F(FlakeMonotonic, ClockGoingBackwardsKeepsTheMillisecond) {
	const std::int64_t a = Next(k2025 + 50, 10, 0);
	const std::int64_t b = Next(k2025 + 10, 99999, 4);
	EXPECT_EQ(flake_core_unix_ms(b), k2025 + 50);
	EXPECT_EQ(b, a + 5);
}

TEST_F(FlakeMonotonic, NodeLayout) {
	const std::int64_t a = Next(k2025, 0xFFFFFFFF, 0, 31);
	EXPECT_EQ(flake_core_random(a), (0x7FFFu << 5) | 31u);
	EXPECT_EQ(Text(a).substr(12), "Z");
	// the 15-bit field is full: the next step moves to the next millisecond
	const std::int64_t b = Next(k2025, 3, 0, 31);
	EXPECT_EQ(flake_core_unix_ms(b), k2025 + 1);
	EXPECT_EQ(flake_core_random(b), (3u << 5) | 31u);
	const std::int64_t c = Next(k2025 + 1, 3, 1, 31);  // step 2 in the random bits, node kept
	EXPECT_EQ(c, b + (2 << 5));
}

TEST_F(FlakeMonotonic, TimeRange) {
	std::int64_t v = 5;
	EXPECT_EQ(flake_core_monotonic_next(&state, FLAKE_EPOCH_MS - 1, FLAKE_NO_NODE, 0, 0, &v), ULID_ERR_TIME_RANGE);
	EXPECT_EQ(flake_core_monotonic_next(&state, FLAKE_EPOCH_MS + FLAKE_MAX_TIME + 1, FLAKE_NO_NODE, 0, 0, &v),
			  ULID_ERR_TIME_RANGE);
	EXPECT_EQ(v, 5);
	// the last millisecond, field full: no next millisecond to run into
	EXPECT_EQ(Next(FLAKE_EPOCH_MS + FLAKE_MAX_TIME, 0xFFFFF, 0), INT64_MAX);
	EXPECT_EQ(flake_core_monotonic_next(&state, FLAKE_EPOCH_MS + FLAKE_MAX_TIME, FLAKE_NO_NODE, 0, 0, &v),
			  ULID_ERR_TIME_RANGE);
}

TEST_F(FlakeMonotonic, FrozenClockBurstIsStrictlyIncreasing) {
	std::int64_t prev = -1;
	std::uint32_t x = 12345;
	for (int i = 0; i < 100000; i++) {
		x = x * 1103515245u + 12345u;
		const std::int64_t v = Next(k2025, x >> 8, static_cast<std::uint8_t>(x >> 24));
		ASSERT_GT(v, prev);
		prev = v;
	}
	// 100,000 steps of 128 on average: about 12 ms ahead of the frozen clock
	EXPECT_GT(flake_core_unix_ms(prev), k2025 + 5);
	EXPECT_LT(flake_core_unix_ms(prev), k2025 + 30);
}

// A change of node id carries the state over in its millisecond: every next id
// is above the last one, and alternating layouts do not run ahead of the clock.
TEST_F(FlakeMonotonic, RelayoutStaysInTheMillisecondAndIncreases) {
	std::int64_t prev = Next(k2025, 0x12345, 0);
	int node = FLAKE_NO_NODE;
	const int nodes[] = {7, FLAKE_NO_NODE, 0, 31, 3, FLAKE_NO_NODE, 31, 0};
	for (int i = 0; i < 2000; i++) {
		const int next_node = nodes[i % 8];
		flake_core_monotonic_relayout(&state, node, next_node);
		node = next_node;
		const std::int64_t v = Next(k2025, 0xABCDE, static_cast<std::uint8_t>(i % 5), node);  // steps 1..5
		ASSERT_GT(v, prev) << "after switching to node " << node;
		if (node != FLAKE_NO_NODE) {
			ASSERT_EQ(flake_core_random(v) & 31u, static_cast<std::uint32_t>(node));
		}
		prev = v;
	}
	// 2000 ids with small steps fit in one millisecond (a reset of the field
	// to its maximum on every change would have run 2000 ms ahead)
	EXPECT_EQ(flake_core_unix_ms(prev), k2025);
}

TEST_F(FlakeMonotonic, RelayoutKnownValues) {
	// stand-alone, low 20 bits 0x12345 -> node 7: random field 0x12345 >> 5
	const std::int64_t a = Next(k2025, 0x12345, 0);
	flake_core_monotonic_relayout(&state, FLAKE_NO_NODE, 7);
	const std::int64_t b = Next(k2025, 0, 0, 7);  // step 1
	EXPECT_EQ(flake_core_random(b), (((0x12345u >> 5) + 1) << 5) | 7u);
	EXPECT_GT(b, a);
	// node 7 -> stand-alone: the low 20 bits carry on, + step
	flake_core_monotonic_relayout(&state, 7, FLAKE_NO_NODE);
	const std::int64_t c = Next(k2025, 0, 1);  // step 2
	EXPECT_EQ(c, b + 2);
	// field full in the old layout: the new one runs into the next millisecond
	state = id_monotonic_state{};
	Next(k2025, 0xFFFFF, 0);
	flake_core_monotonic_relayout(&state, FLAKE_NO_NODE, 31);
	const std::int64_t d = Next(k2025, 5, 0, 31);
	EXPECT_EQ(flake_core_unix_ms(d), k2025 + 1);
	EXPECT_EQ(flake_core_random(d), (5u << 5) | 31u);
	// nothing to carry over on a fresh state
	state = id_monotonic_state{};
	flake_core_monotonic_relayout(&state, FLAKE_NO_NODE, 3);
	EXPECT_EQ(state.initialized, 0);
}

}  // namespace

namespace {

TEST(FlakeNeedsRandom, AgreesWithNext) {
	id_monotonic_state s{};
	const std::uint64_t t = 1735689600000ULL;
	EXPECT_TRUE(flake_core_monotonic_needs_random(&s, t, FLAKE_NO_NODE, 0));  // first call
	std::int64_t v;
	ASSERT_EQ(flake_core_monotonic_next(&s, t, FLAKE_NO_NODE, 0xFFFF0, 0, &v), ULID_OK);
	EXPECT_FALSE(flake_core_monotonic_needs_random(&s, t, FLAKE_NO_NODE, 0));	  // +1 fits
	EXPECT_FALSE(flake_core_monotonic_needs_random(&s, t - 5, FLAKE_NO_NODE, 0));  // clock back
	EXPECT_TRUE(flake_core_monotonic_needs_random(&s, t, FLAKE_NO_NODE, 19));	  // +20 overflows
	EXPECT_TRUE(flake_core_monotonic_needs_random(&s, t + 1, FLAKE_NO_NODE, 0));  // next ms
	// without fresh randomness, a call that needs it takes 0 as the field
	ASSERT_EQ(flake_core_monotonic_next(&s, t, FLAKE_NO_NODE, 0, 0, &v), ULID_OK);
	EXPECT_EQ(flake_core_random(v), 0xFFFF1u);
}

}  // namespace
