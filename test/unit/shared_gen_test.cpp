// Unit tests of the server-wide generators' rules, with a fake
// clock: gen_monotonic_ulid()'s random step (ulid_core_shared_next), the lead
// bound (MonotonicStep through ulid_core_shared_next and flake_core_next) and the
// floor after a restart (ulid_core_shared_reserve, flake_core_shared_reserve).
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <random>

#include "core.h"

namespace {

// The random bytes of a Ulid-Flake generator call: the step byte, then the
// fresh field (big-endian).
std::array<std::uint8_t, FLAKE_GEN_RANDOM_LEN> FlakeBytes(std::uint32_t fresh, std::uint8_t step) {
	return {step, static_cast<std::uint8_t>(fresh >> 24), static_cast<std::uint8_t>(fresh >> 16),
			static_cast<std::uint8_t>(fresh >> 8), static_cast<std::uint8_t>(fresh)};
}

using Bytes = std::array<std::uint8_t, ULID_BINARY_LEN>;
using Random = std::array<std::uint8_t, ULID_RANDOM_LEN>;
constexpr std::uint64_t kT = 1735689600000ULL;  // 2025-01-01T00:00:00Z, Unix ms
constexpr std::uint64_t kLead = CORE_SHARED_MAX_LEAD_MS;

// The 80-bit random part as (high 16, low 64).
struct R80 {
	std::uint64_t hi, lo;
};
R80 RandomOf(const Bytes &b) {
	R80 r{0, 0};
	for (int i = 6; i < 8; i++) r.hi = (r.hi << 8) | b[i];
	for (int i = 8; i < 16; i++) r.lo = (r.lo << 8) | b[i];
	return r;
}
// b - a as an unsigned 128-bit difference of the random parts (same ms).
unsigned __int128 Diff(const Bytes &a, const Bytes &b) {
	const R80 x = RandomOf(a), y = RandomOf(b);
	const unsigned __int128 ux = (static_cast<unsigned __int128>(x.hi) << 64) | x.lo;
	const unsigned __int128 uy = (static_cast<unsigned __int128>(y.hi) << 64) | y.lo;
	return uy - ux;
}

TEST(SharedUlid, ConsecutiveIdsDifferByTheRandomStep) {
	core_monotonic_state s{};
	const Random r = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
	Bytes a{}, b{}, c{};
	std::uint64_t resume = 0;
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 8, kLead, r.data(), a.data(), &resume, nullptr), CORE_OK);
	EXPECT_EQ(RandomOf(a).lo, 1u);	// a new millisecond: the fresh bytes
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 0xDEADBEEFull + 1, kLead, r.data(), b.data(),
			&resume, nullptr), CORE_OK);
	EXPECT_EQ(Diff(a, b), static_cast<unsigned __int128>(0xDEADBEEFull + 1));
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 1, kLead, r.data(), c.data(), &resume, nullptr), CORE_OK);
	EXPECT_EQ(Diff(b, c), 1u);
	Bytes d{};
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 0x100000000ull, kLead, r.data(), d.data(),
			&resume, nullptr), CORE_OK);
	EXPECT_EQ(Diff(c, d), static_cast<unsigned __int128>(1) << 32);  // the largest step, 2^32
	EXPECT_EQ(ulid_core_time_ms(c.data()), kT);
	// within the millisecond no random bytes are needed; a new one needs them
	EXPECT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 1, kLead, nullptr, c.data(), &resume, nullptr), CORE_OK);
	EXPECT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT + 1, 1, kLead, nullptr, c.data(), &resume, nullptr),
			  CORE_ERR_ARGUMENT);
}

// The inference method: the values strictly between two of its
// own consecutive ids of one millisecond.  With +1 (gen_ulid()) they are
// exactly the other callers' ids; with the random step, a burst of 100,000
// ids from a frozen clock has no gap below 2 and its gaps are spread over
// 1 .. 2^32 (the smallest of 100,000 uniform steps is about 43,000).
TEST(SharedUlid, FrozenClockGapsAreWideAndIncreasing) {
	core_monotonic_state s{};
	std::mt19937_64 rng(22);
	Random r{};
	for (auto &x : r) x = static_cast<std::uint8_t>(rng());
	r[0] &= 0x7F;  // room for 100,000 steps of up to 2^32 in this millisecond
	Bytes prev{};
	std::uint64_t resume = 0;
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 1, kLead, r.data(), prev.data(), &resume,
			nullptr), CORE_OK);
	unsigned __int128 smallest = ~static_cast<unsigned __int128>(0), largest = 0;
	for (int i = 0; i < 100000; i++) {
		Bytes v{};
		const auto bits = static_cast<std::uint32_t>(rng());
		ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, std::uint64_t{bits} + 1, kLead, r.data(),
				v.data(), &resume, nullptr), CORE_OK);
		ASSERT_GT(std::memcmp(v.data(), prev.data(), ULID_BINARY_LEN), 0);
		ASSERT_EQ(ulid_core_time_ms(v.data()), kT);
		const unsigned __int128 d = Diff(prev, v);
		ASSERT_EQ(d, static_cast<unsigned __int128>(bits) + 1);
		smallest = d < smallest ? d : smallest;
		largest = d > largest ? d : largest;
		prev = v;
	}
	EXPECT_GT(smallest, 1u);
	EXPECT_GT(largest, static_cast<unsigned __int128>(1) << 31);
}

TEST(SharedUlid, OverflowIsAnErrorAsBefore) {
	core_monotonic_state s{};
	Random top{};
	top.fill(0xFF);
	top[9] = 0xF0;	// 2^80 - 16
	Bytes a{}, b{};
	std::uint64_t resume = 0;
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 1, kLead, top.data(), a.data(), &resume, nullptr),
			CORE_OK);
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 15, kLead, top.data(), b.data(), &resume, nullptr),
			CORE_OK);  // + 15
	const Bytes before = b;
	EXPECT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 1, kLead, top.data(), b.data(), &resume, nullptr),
			CORE_ERR_RANDOM_OVERFLOW);
	EXPECT_EQ(b, before);
	// the next millisecond works again
	EXPECT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT + 1, 1, kLead, top.data(), b.data(), &resume,
			nullptr), CORE_OK);
}

// A clock that goes backwards keeps the previous millisecond, however far:
// steps within a time unit are never refused by the lead bound.
TEST(SharedUlid, ClockBackwardsKeepsTheMillisecond) {
	core_monotonic_state s{};
	const Random r = {1};
	Bytes a{}, b{};
	std::uint64_t resume = 0;
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 6, kLead, r.data(), a.data(), &resume, nullptr), CORE_OK);
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT - 60000, 6, kLead, r.data(), b.data(), &resume, nullptr),
			CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(b.data()), kT);
	EXPECT_EQ(Diff(a, b), 6u);
}

// After a restart: the state is reserved at clock + lead; the first id is
// above it, waiting (CORE_ERR_AHEAD) while that would be more than the lead
// ahead of the clock.
TEST(SharedUlid, FloorAfterRestart) {
	core_monotonic_state s{};
	ulid_core_shared_reserve(&s, kT, kLead);
	EXPECT_EQ(s.phase, CORE_PHASE_FLOOR);
	const Random r = {9};
	Bytes a{};
	std::uint64_t resume = 0;
	EXPECT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT, 1, kLead, r.data(), a.data(), &resume, nullptr),
			CORE_ERR_AHEAD);
	EXPECT_EQ(resume, kT + 1);
	EXPECT_EQ(s.phase, CORE_PHASE_FLOOR);  // unchanged
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT + 1, 1, kLead, r.data(), a.data(), &resume,
			nullptr), CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(a.data()), kT + kLead + 1);
	Bytes b{};
	ASSERT_EQ(ulid_core_shared_next(&s, ULID_LAYOUT_ULID, kT + 2, 4, kLead, r.data(), b.data(), &resume,
			nullptr), CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(b.data()), kT + kLead + 1);
	EXPECT_EQ(Diff(a, b), 4u);
	// a clock already past the floor: a plain new millisecond
	core_monotonic_state t{};
	ulid_core_shared_reserve(&t, kT, kLead);
	ASSERT_EQ(ulid_core_shared_next(&t, ULID_LAYOUT_ULID, kT + kLead + 5, 1, kLead, r.data(), a.data(), &resume,
			nullptr), CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(a.data()), kT + kLead + 5);
	EXPECT_EQ(RandomOf(a).hi, 0x0900u);  // the fresh bytes
	EXPECT_EQ(RandomOf(a).lo, 0u);
}

class FlakeBounded : public ::testing::Test {
  protected:
	core_monotonic_state state{};
	std::uint64_t resume = 0;
	core_status Next(std::uint64_t ms, int node, std::uint32_t fresh, std::uint8_t step, std::int64_t *v) {
		return flake_core_next(&state, ms, node, kLead, FlakeBytes(fresh, step).data(), v, &resume, nullptr);
	}
};

// A burst on a frozen clock fills the current millisecond and the next kLead,
// then waits: CORE_ERR_AHEAD until the clock moves on by one millisecond.
TEST_F(FlakeBounded, FrozenClockBurstStopsAtTheLeadBound) {
	for (int node : {FLAKE_NO_NODE, 3}) {
		state = core_monotonic_state{};
		std::int64_t prev = -1, v = 0;
		std::uint32_t x = 7;
		int ok = 0;
		core_status st;
		while ((st = Next(kT, node, x >> 8, static_cast<std::uint8_t>(x >> 24), &v)) == CORE_OK) {
			ASSERT_GT(v, prev);
			ASSERT_LE(flake_core_unix_ms(v), kT + kLead);
			prev = v;
			ok++;
			x = x * 1103515245u + 12345u;
		}
		ASSERT_EQ(st, CORE_ERR_AHEAD);
		EXPECT_EQ(flake_core_unix_ms(prev), kT + kLead);
		EXPECT_EQ(resume, kT + 1);
		// 11 milliseconds of about 4,097 (stand-alone) or 129 (node) ids
		EXPECT_GT(ok, node == FLAKE_NO_NODE ? 11 * 2000 : 11 * 40);
		EXPECT_LT(ok, node == FLAKE_NO_NODE ? 11 * 9000 : 11 * 400);
		// the clock moves on: one more millisecond of ids, no further
		while ((st = Next(kT + 1, node, x >> 8, static_cast<std::uint8_t>(x >> 24), &v)) == CORE_OK) {
			ASSERT_GT(v, prev);
			prev = v;
			x = x * 1103515245u + 12345u;
		}
		ASSERT_EQ(st, CORE_ERR_AHEAD);
		EXPECT_EQ(flake_core_unix_ms(prev), kT + kLead + 1);
		EXPECT_EQ(resume, kT + 2);
	}
}

TEST_F(FlakeBounded, ZeroLeadNeverRunsAhead) {
	std::int64_t v = 0;
	ASSERT_EQ(flake_core_next(&state, kT, FLAKE_NO_NODE, 0, FlakeBytes(0xFFFFF, 0).data(), &v, &resume,
			nullptr), CORE_OK);
	EXPECT_EQ(flake_core_next(&state, kT, FLAKE_NO_NODE, 0, FlakeBytes(1, 0).data(), &v, &resume, nullptr),
			CORE_ERR_AHEAD);
	EXPECT_EQ(resume, kT + 1);
	ASSERT_EQ(flake_core_next(&state, kT + 1, FLAKE_NO_NODE, 0, FlakeBytes(1, 0).data(), &v, &resume, nullptr),
			CORE_OK);
	EXPECT_EQ(flake_core_unix_ms(v), kT + 1);
}

// A clock far behind the state (stepped back): the current millisecond's
// field is still stepped through; moving on is refused until the clock is
// back within the lead, and resume_at says when.
TEST_F(FlakeBounded, ClockBackwardsWaitsForTheClock) {
	std::int64_t a = 0, b = 0;
	ASSERT_EQ(Next(kT, FLAKE_NO_NODE, 0xFF000, 0, &a), CORE_OK);
	ASSERT_EQ(Next(kT - 5000, FLAKE_NO_NODE, 0, 9, &b), CORE_OK);
	EXPECT_EQ(b, a + 10);
	EXPECT_EQ(Next(kT - 5000, FLAKE_NO_NODE, 0, 254, &b), CORE_OK);
	std::int64_t c = 0;
	while (Next(kT - 5000, FLAKE_NO_NODE, 0, 254, &c) == CORE_OK) {
	}
	EXPECT_EQ(resume, kT + 1 - kLead);
	EXPECT_EQ(Next(kT - kLead, FLAKE_NO_NODE, 0, 254, &c), CORE_ERR_AHEAD);
	ASSERT_EQ(Next(kT + 1 - kLead, FLAKE_NO_NODE, 0x42, 254, &c), CORE_OK);
	EXPECT_EQ(flake_core_unix_ms(c), kT + 1);
	EXPECT_EQ(flake_core_random(c), 0x42u);
}

// A restart right after a burst: the old life ran up to the lead bound; the
// new state is reserved at a clock 1 ms later; every new id is above every
// old one, and the new life keeps the bound.
TEST_F(FlakeBounded, RestartAfterABurstNeverReplays) {
	for (int node : {FLAKE_NO_NODE, 3}) {
		state = core_monotonic_state{};
		std::int64_t old_max = -1, v = 0;
		std::uint32_t x = 99;
		for (std::uint64_t clock = kT; clock < kT + 5; clock++) {
			while (Next(clock, node, x >> 8, static_cast<std::uint8_t>(x >> 24), &v) == CORE_OK) {
				old_max = v;
				x = x * 1103515245u + 12345u;
			}
		}
		ASSERT_EQ(flake_core_unix_ms(old_max), kT + 4 + kLead);
		state = core_monotonic_state{};  // the restart: shared memory is new
		flake_core_shared_reserve(&state, kT + 5, kLead);
		EXPECT_EQ(state.phase, CORE_PHASE_FLOOR);
		EXPECT_EQ(Next(kT + 5, node, 0, 0, &v), CORE_ERR_AHEAD);
		EXPECT_EQ(resume, kT + 6);
		std::int64_t new_min = -1;
		for (std::uint64_t clock = kT + 6; clock < kT + 8; clock++) {
			while (Next(clock, node, x >> 8, static_cast<std::uint8_t>(x >> 24), &v) == CORE_OK) {
				if (new_min < 0) new_min = v;
				ASSERT_LE(flake_core_unix_ms(v), clock + kLead);
				x = x * 1103515245u + 12345u;
			}
		}
		EXPECT_GT(new_min, old_max);
	}
}

TEST_F(FlakeBounded, ReserveBeforeTheEpochLeavesAFreshState) {
	flake_core_shared_reserve(&state, FLAKE_EPOCH_MS - 1, kLead);
	EXPECT_EQ(state.phase, CORE_PHASE_FRESH);
}

}  // namespace
