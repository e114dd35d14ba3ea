// Unit tests of the time bounds (src/core/time_bounds.cpp): for every us, the
// id *_first_at_or_after(us) returns has a time (as the type's own time
// function gives it) at or after us and is the lowest id that does (the id
// just below it, the previous time unit's highest id, is before us); the id
// *_last_before(us) returns is before us and the highest such id; "none"
// exactly when no id of the type has such a time.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "core.h"

namespace {

constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();

// The us values every type is checked at: the infinities, around 0, around
// each type's first and last times and millisecond/tick boundaries, and
// random ones across and beyond each range.
std::vector<std::int64_t> Probes() {
	std::vector<std::int64_t> v = {kMin, kMin + 1, -1000001, -1000, -1, 0, 1, 2, 999, 1000, 1001,
								   32767, 32768, 32769, 65536, kMax - 1, kMax};
	const std::int64_t anchors[] = {
		static_cast<std::int64_t>(FLAKE_EPOCH_MS) * 1000,
		static_cast<std::int64_t>(FLAKE_EPOCH_MS + FLAKE_MAX_TIME) * 1000,
		static_cast<std::int64_t>(ULID_MAX_TIME_MS) * 1000,
		9223372036854743,	// the last BaseUID tick's time
		1735689600000000,	// 2025-01-01
		1735689600032768,
	};
	for (std::int64_t a : anchors) {
		for (std::int64_t d = -2001; d <= 2001; d++) {
			v.push_back(a + d);
		}
	}
	std::mt19937_64 rng(20261202);
	for (int i = 0; i < 200000; i++) {
		switch (i % 4) {
		case 0: v.push_back(static_cast<std::int64_t>(rng())); break;
		case 1: v.push_back(static_cast<std::int64_t>(rng() % 9300000000000000ULL)); break;
		case 2: v.push_back(static_cast<std::int64_t>(rng() % 400000000000000000ULL)); break;
		default: v.push_back(1704067200000000 + static_cast<std::int64_t>(rng() % 1000000000000ULL)); break;
		}
	}
	return v;
}

// --- ulid: time = ms * 1000, the 80 bits after the ms zeros / ones.
std::int64_t UlidUs(const std::uint8_t *id) { return static_cast<std::int64_t>(ulid_core_time_ms(id)) * 1000; }

TEST(TimeBounds, Ulid) {
	for (std::int64_t us : Probes()) {
		std::array<std::uint8_t, ULID_BINARY_LEN> id{}, other{};
		if (ulid_core_first_at_or_after(us, id.data())) {
			EXPECT_GE(UlidUs(id.data()), us) << us;
			for (int i = ULID_TIME_LEN; i < ULID_BINARY_LEN; i++) {
				ASSERT_EQ(id[i], 0) << us;
			}
			std::uint64_t ms = ulid_core_time_ms(id.data());
			if (ms > 0) {	// the highest id below it: the previous ms, all ones
				ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_ULID, ms - 1, nullptr, other.data()), CORE_OK);
				EXPECT_LT(UlidUs(other.data()), us) << us;
			}
		} else {
			EXPECT_GT(us, static_cast<std::int64_t>(ULID_MAX_TIME_MS) * 1000) << us;
		}
		if (ulid_core_last_before(us, id.data())) {
			EXPECT_LT(UlidUs(id.data()), us) << us;
			for (int i = ULID_TIME_LEN; i < ULID_BINARY_LEN; i++) {
				ASSERT_EQ(id[i], 0xFF) << us;
			}
			std::uint64_t ms = ulid_core_time_ms(id.data());
			if (ms < ULID_MAX_TIME_MS) {	// the lowest id above it: the next ms
				ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_ULID, ms + 1, nullptr, other.data()), CORE_OK);
				EXPECT_GE(UlidUs(other.data()), us) << us;
			}
		} else {
			EXPECT_LE(us, 0) << us;
		}
	}
}

// --- Ulid-Flake: time = (epoch + t) * 1000, the low 20 bits zeros / ones.
std::int64_t FlakeUs(std::int64_t id) { return static_cast<std::int64_t>(flake_core_unix_ms(id)) * 1000; }
constexpr std::int64_t kLow20 = (std::int64_t{1} << FLAKE_RANDOM_BITS) - 1;

TEST(TimeBounds, Flake) {
	for (std::int64_t us : Probes()) {
		std::int64_t id = -1;
		if (flake_core_first_at_or_after(us, &id)) {
			ASSERT_GE(id, 0);
			EXPECT_GE(FlakeUs(id), us) << us;
			EXPECT_EQ(id & kLow20, 0) << us;
			if (id > 0) {
				EXPECT_LT(FlakeUs(id - 1), us) << us;
			}
		} else {
			EXPECT_LT(FlakeUs(std::numeric_limits<std::int64_t>::max()), us) << us;
		}
		if (flake_core_last_before(us, &id)) {
			ASSERT_GE(id, 0);
			EXPECT_LT(FlakeUs(id), us) << us;
			EXPECT_EQ(id & kLow20, kLow20) << us;
			if (id < std::numeric_limits<std::int64_t>::max()) {
				EXPECT_GE(FlakeUs(id + 1), us) << us;
			}
		} else {
			EXPECT_GE(FlakeUs(0), us) << us;
		}
	}
	std::int64_t id;
	ASSERT_TRUE(flake_core_last_before(kMax, &id));
	EXPECT_EQ(id, std::numeric_limits<std::int64_t>::max());	// the type's highest id
	ASSERT_TRUE(flake_core_first_at_or_after(kMin, &id));
	EXPECT_EQ(id, 0);
}

// --- BaseUID: time = floor(tick * 32768 / 1000), the 72 bits after the
// tick zeros / ones.  The sub-tick cases are the point: a tick of 32.768 us
// has times that are not whole microseconds.
std::int64_t BaseuidUs(const std::uint8_t *id) { return baseuid_core_time_to_unix_us(baseuid_core_time(id)); }

TEST(TimeBounds, Baseuid) {
	std::vector<std::int64_t> probes = Probes();
	for (std::uint64_t tick : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{2}, std::uint64_t{125},
							   std::uint64_t{52969238281}, BASEUID_MAX_TIME - 1, BASEUID_MAX_TIME}) {
		for (std::int64_t d = -3; d <= 3; d++) {
			probes.push_back(baseuid_core_time_to_unix_us(tick) + d);
		}
	}
	for (std::int64_t us : probes) {
		std::array<std::uint8_t, BASEUID_BINARY_LEN> id{}, other{};
		if (baseuid_core_first_at_or_after(us, id.data())) {
			EXPECT_GE(BaseuidUs(id.data()), us) << us;
			for (int i = BASEUID_TIME_LEN; i < BASEUID_BINARY_LEN; i++) {
				ASSERT_EQ(id[i], 0) << us;
			}
			std::uint64_t tick = baseuid_core_time(id.data());
			if (tick > 0) {
				ASSERT_EQ(baseuid_core_from_time(tick - 1, nullptr, other.data()), CORE_OK);
				EXPECT_LT(BaseuidUs(other.data()), us) << us;
			}
		} else {
			EXPECT_GT(us, baseuid_core_time_to_unix_us(BASEUID_MAX_TIME)) << us;
		}
		if (baseuid_core_last_before(us, id.data())) {
			EXPECT_LT(BaseuidUs(id.data()), us) << us;
			for (int i = BASEUID_TIME_LEN; i < BASEUID_BINARY_LEN; i++) {
				ASSERT_EQ(id[i], 0xFF) << us;
			}
			std::uint64_t tick = baseuid_core_time(id.data());
			if (tick < BASEUID_MAX_TIME) {
				ASSERT_EQ(baseuid_core_from_time(tick + 1, nullptr, other.data()), CORE_OK);
				EXPECT_GE(BaseuidUs(other.data()), us) << us;
			}
		} else {
			EXPECT_LE(us, 0) << us;
		}
	}
}

// Known values, checked against the layouts by hand.
TEST(TimeBounds, Examples) {
	std::array<std::uint8_t, ULID_BINARY_LEN> u{};
	// 1 us after ms 1: the first id at or after it is ms 2
	ASSERT_TRUE(ulid_core_first_at_or_after(1001, u.data()));
	EXPECT_EQ(ulid_core_time_ms(u.data()), 2u);
	ASSERT_TRUE(ulid_core_first_at_or_after(1000, u.data()));
	EXPECT_EQ(ulid_core_time_ms(u.data()), 1u);
	ASSERT_TRUE(ulid_core_last_before(1000, u.data()));
	EXPECT_EQ(ulid_core_time_ms(u.data()), 0u);
	EXPECT_FALSE(ulid_core_first_at_or_after(static_cast<std::int64_t>(ULID_MAX_TIME_MS) * 1000 + 1, u.data()));
	std::array<std::uint8_t, BASEUID_BINARY_LEN> b{};
	// tick 1 starts at 32.768 us (time 32), tick 2 at 65.536 us (time 65)
	ASSERT_TRUE(baseuid_core_first_at_or_after(33, b.data()));
	EXPECT_EQ(baseuid_core_time(b.data()), 2u);
	ASSERT_TRUE(baseuid_core_first_at_or_after(32, b.data()));
	EXPECT_EQ(baseuid_core_time(b.data()), 1u);
	ASSERT_TRUE(baseuid_core_last_before(33, b.data()));
	EXPECT_EQ(baseuid_core_time(b.data()), 1u);
	ASSERT_TRUE(baseuid_core_last_before(32, b.data()));
	EXPECT_EQ(baseuid_core_time(b.data()), 0u);
	std::int64_t f;
	ASSERT_TRUE(flake_core_first_at_or_after(1704067200000001, &f));
	EXPECT_EQ(f, std::int64_t{1} << FLAKE_RANDOM_BITS);
}

}  // namespace
