// Unit tests of the Ulid-Flake core (src/core/flake.cpp): known answers of
// the format, rejected inputs, and the generator on the shared state machine
// with a fake clock and fixed random steps.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <string>

#include "core.h"

namespace {

// The random bytes of a Ulid-Flake generator call: the step byte, then the
// fresh field (big-endian).
std::array<std::uint8_t, FLAKE_GEN_RANDOM_LEN> FlakeBytes(std::uint32_t fresh, std::uint8_t step) {
	return {step, static_cast<std::uint8_t>(fresh >> 24), static_cast<std::uint8_t>(fresh >> 16),
			static_cast<std::uint8_t>(fresh >> 8), static_cast<std::uint8_t>(fresh)};
}

constexpr std::uint64_t k2025 = 1735689600000ULL;  // 2025-01-01T00:00:00Z, Unix ms

std::string Text(std::int64_t v) {
	char out[FLAKE_TEXT_LEN];
	flake_core_encode(v, out);
	return std::string(out, FLAKE_TEXT_LEN);
}

core_status Decode(const std::string &s, std::int64_t *v, std::size_t *pos = nullptr) {
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
		ASSERT_EQ(Decode(c.text, &v), CORE_OK) << c.text;
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
	ASSERT_EQ(Decode("00cmxb6tak4sa", &a), CORE_OK);
	ASSERT_EQ(Decode("OOCMXB6TAK4SA", &b), CORE_OK);  // O -> 0
	EXPECT_EQ(a, 14246757444195114LL);
	EXPECT_EQ(b, a);
	ASSERT_EQ(Decode("0000000000OIL", &c), CORE_OK);  // O -> 0, I, L -> 1
	EXPECT_EQ(Text(c), "0000000000011");
}

TEST(FlakeCodec, Rejected) {
	std::int64_t v = 42;
	std::size_t pos = 99;
	EXPECT_EQ(Decode("8000000000000", &v), CORE_ERR_OVERFLOW);
	EXPECT_EQ(Decode("G000000000000", &v), CORE_ERR_OVERFLOW);  // never wrapped to 0
	EXPECT_EQ(Decode("ZZZZZZZZZZZZZ", &v), CORE_ERR_OVERFLOW);
	EXPECT_EQ(Decode("000000000000", &v), CORE_ERR_LENGTH);
	EXPECT_EQ(Decode("00000000000000", &v), CORE_ERR_LENGTH);
	EXPECT_EQ(Decode("", &v), CORE_ERR_LENGTH);
	EXPECT_EQ(Decode("00000000000U0", &v, &pos), CORE_ERR_CHAR);
	EXPECT_EQ(pos, 11u);
	EXPECT_EQ(Decode(std::string("000000000000\0", 13), &v, &pos), CORE_ERR_CHAR);
	EXPECT_EQ(pos, 12u);
	EXPECT_EQ(Decode("u000000000000", &v, &pos), CORE_ERR_CHAR);  // bad character wins over overflow
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
		ASSERT_EQ(Decode(t, &back), CORE_OK);
		ASSERT_EQ(back, v);
		if (prev >= 0) {
			ASSERT_EQ(v < prev, t < prev_text);  // text order = integer order
		}
		prev = v;
		prev_text = t;
	}
}

TEST(FlakeFromTime, RangeAndModes) {
	std::int64_t v;
	EXPECT_EQ(flake_core_from_time(FLAKE_EPOCH_MS - 1, 0, FLAKE_NO_NODE, &v), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(flake_core_from_time(FLAKE_EPOCH_MS + FLAKE_MAX_TIME + 1, 0, FLAKE_NO_NODE, &v), CORE_ERR_TIME_RANGE);
	ASSERT_EQ(flake_core_from_time(FLAKE_EPOCH_MS + FLAKE_MAX_TIME, 0xFFFFFFFF, FLAKE_NO_NODE, &v), CORE_OK);
	EXPECT_EQ(v, INT64_MAX);
	ASSERT_EQ(flake_core_from_time(k2025, 0xFFFFFFFF, 7, &v), CORE_OK);
	EXPECT_EQ(Text(v), "00XEDF200ZZZ7");  // 15 random bits, node 7 in the last character
	EXPECT_EQ(flake_core_random(v) & 31, 7u);
}

class FlakeMonotonic : public ::testing::Test {
  protected:
	core_monotonic_state state{};
	std::int64_t Next(std::uint64_t ms, std::uint32_t fresh, std::uint8_t step_byte, int node = FLAKE_NO_NODE) {
		std::int64_t v = -1;
		EXPECT_EQ(flake_core_next(&state, ms, node, UINT64_MAX, FlakeBytes(fresh, step_byte).data(), &v,
				nullptr, nullptr), CORE_OK);
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
	EXPECT_EQ(Next(k2025, 999, 0), c + 1);  // the smallest step
	EXPECT_EQ(Next(k2025, 999, 255), c + 2);  // 255 steps 1, as 0 does: 1 + byte % 255
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

TEST_F(FlakeMonotonic, NodeMode) {
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
	EXPECT_EQ(flake_core_next(&state, FLAKE_EPOCH_MS - 1, FLAKE_NO_NODE, UINT64_MAX, FlakeBytes(0, 0).data(),
			&v, nullptr, nullptr), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(flake_core_next(&state, FLAKE_EPOCH_MS + FLAKE_MAX_TIME + 1, FLAKE_NO_NODE, UINT64_MAX,
			FlakeBytes(0, 0).data(), &v, nullptr, nullptr),
			  CORE_ERR_TIME_RANGE);
	EXPECT_EQ(v, 5);
	// the last millisecond, field full: no next millisecond to run into
	EXPECT_EQ(Next(FLAKE_EPOCH_MS + FLAKE_MAX_TIME, 0xFFFFF, 0), INT64_MAX);
	EXPECT_EQ(flake_core_next(&state, FLAKE_EPOCH_MS + FLAKE_MAX_TIME, FLAKE_NO_NODE, UINT64_MAX, FlakeBytes(0,
			0).data(), &v, nullptr, nullptr),
			  CORE_ERR_TIME_RANGE);
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

// Calls with different node ids take turns on one state (sessions with
// different ulid.flake_node_id, or one session changing it): every id is
// above the previous one, in its own mode, and alternating modes do not
// run ahead of the clock.
TEST_F(FlakeMonotonic, SwitchingNodeIdsStaysInTheMillisecondAndIncreases) {
	std::int64_t prev = Next(k2025, 0x12345, 0);
	const int nodes[] = {7, FLAKE_NO_NODE, 0, 31, 3, FLAKE_NO_NODE, 31, 0};
	for (int i = 0; i < 2000; i++) {
		const int node = nodes[i % 8];
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

TEST_F(FlakeMonotonic, SwitchingNodeIdsKnownValues) {
	// stand-alone, low 20 bits 0x12345 -> node 7: random field 0x12345 >> 5
	const std::int64_t a = Next(k2025, 0x12345, 0);
	const std::int64_t b = Next(k2025, 0, 0, 7);  // step 1
	EXPECT_EQ(flake_core_random(b), (((0x12345u >> 5) + 1) << 5) | 7u);
	EXPECT_GT(b, a);
	// node 7 -> stand-alone: the low 20 bits carry on, + step
	const std::int64_t c = Next(k2025, 0, 1);  // step 2
	EXPECT_EQ(c, b + 2);
	// field full in the old mode: the new one runs into the next millisecond
	state = core_monotonic_state{};
	Next(k2025, 0xFFFFF, 0);
	const std::int64_t d = Next(k2025, 5, 0, 31);
	EXPECT_EQ(flake_core_unix_ms(d), k2025 + 1);
	EXPECT_EQ(flake_core_random(d), (5u << 5) | 31u);
}

// The interleaving behind duplicate and decreasing gen_ulid_flake() ids when
// sessions with and without a node id shared the generator near the top of
// a millisecond's field: a call in node mode whose step overflows the
// 15-bit field and cannot run ahead (CORE_ERR_AHEAD: it waits for the clock,
// and in the server another session takes the lock meanwhile) must leave the
// state at the last id.  A state carried over to node mode (low 20 bits
// >> 5) stands for an id below the last one when the last id's low 5 bits
// are above the node id, and the stand-alone call that followed stepped from
// there: below its own previous id, onto ids already issued.
TEST_F(FlakeMonotonic, AFailedCallInAnotherModeLeavesTheLastId) {
	std::uint64_t resume = 0;
	std::int64_t a = -1, b = -1, c = -1;
	// stand-alone: low 20 bits 0xFFFD2 (15-bit field 0x7FFE, low 5 bits 18)
	ASSERT_EQ(flake_core_next(&state, k2025, FLAKE_NO_NODE, 0, FlakeBytes(0xFFFD2, 0).data(), &a, &resume, nullptr),
			  CORE_OK);
	// node 3, step 2: 0x7FFE + 2 overflows 15 bits; lead 0: cannot run ahead
	EXPECT_EQ(flake_core_next(&state, k2025, 3, 0, FlakeBytes(0x1234, 1).data(), &b, &resume, nullptr),
			  CORE_ERR_AHEAD);
	EXPECT_EQ(resume, k2025 + 1);
	EXPECT_EQ(b, -1);
	// stand-alone again, step 1: right above a, not 0xFFFC3 + 1
	ASSERT_EQ(flake_core_next(&state, k2025, FLAKE_NO_NODE, 0, FlakeBytes(0x1234, 0).data(), &c, &resume, nullptr),
			  CORE_OK);
	EXPECT_EQ(c, a + 1);
	// and node 3 once the clock moved on: the next millisecond
	ASSERT_EQ(flake_core_next(&state, k2025 + 1, 3, 0, FlakeBytes(0x1234, 1).data(), &b, &resume, nullptr), CORE_OK);
	EXPECT_GT(b, c);
	EXPECT_EQ(flake_core_unix_ms(b), k2025 + 1);
	EXPECT_EQ(flake_core_random(b), (0x1234u << 5) | 3u);
}

// The same as a property: random node ids (none, or 0..31) on one state with
// the server's lead bound, a clock that moves on rarely (milliseconds used up
// in every mode), a call refused with CORE_ERR_AHEAD moving the clock to
// *resume_at as the server's wait does.  Every id must be above the last.
TEST_F(FlakeMonotonic, MixedNodeIdsExhaustingMillisecondsNeverGoBack) {
	std::mt19937_64 rng(32);
	std::uint64_t clock = k2025;
	std::int64_t prev = -1;
	int issued = 0, refused = 0;
	for (int i = 0; i < 400000; i++) {
		if (rng() % 2000 == 0) {
			clock++;
		}
		const int node = rng() % 3 == 0 ? FLAKE_NO_NODE : static_cast<int>(rng() % 32);
		const std::uint64_t seen = clock - (rng() % 4 == 0 ? rng() % 3 : 0);	// a late clock reading
		std::int64_t v = -1;
		std::uint64_t resume = 0;
		int used = -1;
		const core_status st = flake_core_next(&state, seen, node, CORE_SHARED_MAX_LEAD_MS,
				FlakeBytes(static_cast<std::uint32_t>(rng()), static_cast<std::uint8_t>(rng())).data(), &v, &resume, &used);
		if (st == CORE_ERR_AHEAD) {
			ASSERT_GT(resume, seen);
			clock = std::max(clock, resume);
			refused++;
			continue;
		}
		ASSERT_EQ(st, CORE_OK);
		ASSERT_GT(v, prev) << "call " << i << ", node " << node;
		if (node != FLAKE_NO_NODE) {
			ASSERT_EQ(flake_core_random(v) & 31u, static_cast<std::uint32_t>(node));
		}
		// the fresh bits are spent exactly when the id left prev's millisecond
		ASSERT_EQ(used, prev < 0 || flake_core_unix_ms(v) != flake_core_unix_ms(prev) ? 1 : 0) << "call " << i;
		prev = v;
		issued++;
	}
	EXPECT_GT(issued, 300000);
	EXPECT_GT(refused, 0);	// the lead bound was reached: milliseconds ran out
}

}  // namespace

namespace {

TEST(FlakeRandomUsed, OnlyANewMillisecondSpendsTheFreshBits) {
	core_monotonic_state s{};
	const std::uint64_t t = 1735689600000ULL;
	std::int64_t v;
	std::uint64_t resume;
	int used = -1;
	auto next = [&](std::uint64_t ms, std::uint32_t fresh, std::uint8_t step) {
		used = -1;
		return flake_core_next(&s, ms, FLAKE_NO_NODE, CORE_SHARED_MAX_LEAD_MS, FlakeBytes(fresh, step).data(),
				&v, &resume, &used);
	};
	ASSERT_EQ(next(t, 0xFFFF0, 0), CORE_OK);
	EXPECT_EQ(used, 1);	 // first call
	ASSERT_EQ(next(t, 0x11111, 0), CORE_OK);
	EXPECT_EQ(used, 0);	 // +1 fits
	EXPECT_EQ(flake_core_random(v), 0xFFFF1u);
	ASSERT_EQ(next(t - 5, 0x11111, 0), CORE_OK);
	EXPECT_EQ(used, 0);	 // clock back
	ASSERT_EQ(next(t, 0x22222, 19), CORE_OK);
	EXPECT_EQ(used, 1);	 // +20 overflows: the next millisecond, fresh
	EXPECT_EQ(flake_core_random(v), 0x22222u);
	ASSERT_EQ(next(t + 2, 0x33333, 0), CORE_OK);
	EXPECT_EQ(used, 1);	 // a later millisecond
	EXPECT_EQ(flake_core_random(v), 0x33333u);
}

}  // namespace
