// time_bounds.cpp: the first and last ids of a time range (core.h, "Time
// bounds"), one function per bound and type.  Each mirrors the type's
// timestamp function exactly: an id's time in Unix microseconds is
//   ulid        ms * 1000                       (48-bit ms, then 80 bits)
//   Ulid-Flake  (FLAKE_EPOCH_MS + t) * 1000     (sign 0, 43-bit t, 20 bits)
//   BaseUID     floor(tick * 32768 / 1000)      (48-bit tick of 2^15 ns, 72 bits)
// and times are whole microseconds, so "time >= us" and "time < us" are the
// only cases (time > X is time >= X + 1 us).  No allocation, no exceptions,
// no PostgreSQL.
#include <cstdint>
#include <cstring>

#include "core.h"

namespace {

// ceil(a / 1000) for a > 0, without overflow at INT64_MAX.
constexpr std::uint64_t CeilDiv1000(std::int64_t a) {
	return (static_cast<std::uint64_t>(a) - 1) / 1000 + 1;
}

// The ulid of millisecond ms whose 80 bits after it are all `fill`.
void UlidOf(std::uint64_t ms, std::uint8_t fill, std::uint8_t out[ULID_BINARY_LEN]) {
	for (int i = 0; i < ULID_TIME_LEN; i++) {
		out[i] = static_cast<std::uint8_t>(ms >> (8 * (ULID_TIME_LEN - 1 - i)));
	}
	std::memset(out + ULID_TIME_LEN, fill, ULID_RANDOM_LEN);
}

// Where the ms of the Ulid-Flake epoch starts, in Unix microseconds.
constexpr std::int64_t kFlakeEpochUs = static_cast<std::int64_t>(FLAKE_EPOCH_MS) * 1000;
constexpr std::int64_t kFlakeLow = (std::int64_t{1} << FLAKE_RANDOM_BITS) - 1;

// The BaseUID time of a tick (baseuid_core_time_to_unix_us: the start of the
// tick in ns, truncated to the microsecond) and the time of the last tick.
constexpr std::int64_t BaseuidUs(std::uint64_t tick) {
	return static_cast<std::int64_t>((tick << BASEUID_TIME_SHIFT) / 1000);
}
constexpr std::int64_t kBaseuidMaxUs = BaseuidUs(BASEUID_MAX_TIME);
static_assert(kBaseuidMaxUs == 9223372036854743, "last tick starts 2^63 - 2^15 ns");

// For 0 < us <= kBaseuidMaxUs: the first tick whose time is >= us.  floor(y)
// >= us (an integer) iff y >= us, so: tick * 32768 >= us * 1000, i.e. tick =
// ceil(us * 1000 / 32768); us * 1000 <= 9223372036854743000 < 2^63.
constexpr std::uint64_t BaseuidFirstTick(std::int64_t us) {
	return (static_cast<std::uint64_t>(us) * 1000 - 1) / (std::uint64_t{1} << BASEUID_TIME_SHIFT) + 1;
}

void BaseuidOf(std::uint64_t tick, std::uint8_t fill, std::uint8_t out[BASEUID_BINARY_LEN]) {
	for (int i = 0; i < BASEUID_TIME_LEN; i++) {
		out[i] = static_cast<std::uint8_t>(tick >> (8 * (BASEUID_TIME_LEN - 1 - i)));
	}
	std::memset(out + BASEUID_TIME_LEN, fill, BASEUID_RANDOM_LEN);
}

}  // namespace

extern "C" {

// ulid, time >= us: the ms ceil(us / 1000) (0 for us <= 0), random part all
// zeros; none above ULID_MAX_TIME_MS.
int ulid_core_first_at_or_after(int64_t us, uint8_t out[ULID_BINARY_LEN]) noexcept {
	std::uint64_t ms = us <= 0 ? 0 : CeilDiv1000(us);
	if (ms > ULID_MAX_TIME_MS) {
		return 0;
	}
	UlidOf(ms, 0x00, out);
	return 1;
}

// ulid, time < us: the ms ceil(us / 1000) - 1 (at most ULID_MAX_TIME_MS),
// random part all ones; none for us <= 0 (the first ms is 0).
int ulid_core_last_before(int64_t us, uint8_t out[ULID_BINARY_LEN]) noexcept {
	if (us <= 0) {
		return 0;
	}
	std::uint64_t ms = CeilDiv1000(us) - 1;
	UlidOf(ms > ULID_MAX_TIME_MS ? ULID_MAX_TIME_MS : ms, 0xFF, out);
	return 1;
}

// Ulid-Flake, time >= us: t = ceil(us / 1000) - FLAKE_EPOCH_MS (0 at or
// before the epoch), low 20 bits zero; none above FLAKE_MAX_TIME.
int flake_core_first_at_or_after(int64_t us, int64_t *out) noexcept {
	std::uint64_t t = us <= kFlakeEpochUs ? 0 : CeilDiv1000(us - kFlakeEpochUs);
	if (t > FLAKE_MAX_TIME) {
		return 0;
	}
	*out = static_cast<std::int64_t>(t << FLAKE_RANDOM_BITS);
	return 1;
}

// Ulid-Flake, time < us: t = ceil(us / 1000) - 1 - FLAKE_EPOCH_MS (at most
// FLAKE_MAX_TIME), low 20 bits ones; none at or before the epoch.
int flake_core_last_before(int64_t us, int64_t *out) noexcept {
	if (us <= kFlakeEpochUs) {
		return 0;
	}
	std::uint64_t t = CeilDiv1000(us - kFlakeEpochUs) - 1;
	if (t > FLAKE_MAX_TIME) {
		t = FLAKE_MAX_TIME;
	}
	*out = static_cast<std::int64_t>(t << FLAKE_RANDOM_BITS) | kFlakeLow;
	return 1;
}

// BaseUID, time >= us: tick ceil(us * 1000 / 32768) (0 for us <= 0), random
// part all zeros; none after the last tick's time.
int baseuid_core_first_at_or_after(int64_t us, uint8_t out[BASEUID_BINARY_LEN]) noexcept {
	if (us > kBaseuidMaxUs) {
		return 0;
	}
	BaseuidOf(us <= 0 ? 0 : BaseuidFirstTick(us), 0x00, out);
	return 1;
}

// BaseUID, time < us: the tick before the first one at or after us (the last
// tick after its time), random part all ones; none for us <= 0.
int baseuid_core_last_before(int64_t us, uint8_t out[BASEUID_BINARY_LEN]) noexcept {
	if (us <= 0) {
		return 0;
	}
	BaseuidOf(us > kBaseuidMaxUs ? BASEUID_MAX_TIME : BaseuidFirstTick(us) - 1, 0xFF, out);
	return 1;
}

}  // extern "C"
