// baseuid.cpp: the BaseUID format (core.h): ordered base64 text <-> 15 bytes,
// its time field, its UUIDv8 form and its generator (the monotonic state
// machine of kit.hpp with the BaseUID field widths).  No allocation, no
// exceptions, no PostgreSQL.
#include <cstdint>
#include <cstring>

#include "kit.hpp"

namespace ulid::core {
namespace {

// The ordered base64 alphabet: its 64 symbols are in ASCII order, so text
// order = byte order.  Case-sensitive, no aliases: '+', '/' and '=' of
// standard base64 are not symbols.
constexpr char kAlphabet[] = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
static_assert(sizeof(kAlphabet) == 65, "64 symbols");

constexpr bool AlphabetIsAscending() {
	for (int i = 1; i < 64; i++) {
		if (kAlphabet[i - 1] >= kAlphabet[i]) {
			return false;
		}
	}
	return true;
}

static_assert(AlphabetIsAscending(), "the alphabet must be in ASCII order");

constexpr DecodeTable kDecode = MakeDecodeTable(kAlphabet);

static_assert(kDecode['-'] == 0 && kDecode['_'] == 37 && kDecode['z'] == 63, "alphabet");
static_assert(kDecode['+'] == kBad && kDecode['/'] == kBad && kDecode['='] == kBad, "not base64url");
static_assert(kDecode[0] == kBad && kDecode[0x80] == kBad, "NUL and non-ASCII rejected");

constexpr std::uint64_t kLow60 = (std::uint64_t{1} << 60) - 1;

// The field spec of the monotonic state machine: 48-bit ticks, 72 random bits,
// and a random-field overflow moves on to the next tick.
constexpr FieldSpec kSpec{BASEUID_MAX_TIME, 72, true};

// 15 bytes = time(6) | rand_hi(1) | rand_lo(8).  The two stores overlap in
// byte 7, which both write with the top byte of rand_lo.
inline void Pack(std::uint64_t time, std::uint64_t rand_hi, std::uint64_t rand_lo,
				 std::uint8_t out[BASEUID_BINARY_LEN]) {
	StoreBE64(out, (time << 16) | (rand_hi << 8) | (rand_lo >> 56));
	StoreBE64(out + 7, rand_lo);
}

}  // namespace
}  // namespace ulid::core

// ---- the API (core.h) ----

using namespace ulid::core;

extern "C" {

core_status baseuid_core_decode(const char *text, size_t len, uint8_t out[BASEUID_BINARY_LEN],
								size_t *err_pos) noexcept {
	const auto *s = reinterpret_cast<const unsigned char *>(text);
	if (len != BASEUID_TEXT_LEN) {
		return CORE_ERR_LENGTH;
	}
	// Two 60-bit halves of 10 symbols each.  An invalid byte decodes to 0xFF
	// and garbles the accumulators, which are then not used.
	std::uint8_t bad = 0;
	std::uint64_t hi = 0;
	std::uint64_t lo = 0;
	DecodeSymbols<6, 10>(kDecode, s, hi, bad);
	DecodeSymbols<6, 10>(kDecode, s + 10, lo, bad);
	if (__builtin_expect(bad & 0xC0, 0)) {
		return BadChar(kDecode, s, BASEUID_TEXT_LEN, err_pos);
	}
	// bytes 0..7 = the 60 high bits and the top 4 of the low half; bytes
	// 7..14 = the last 4 high bits and the 60 low bits (byte 7 twice, equal).
	StoreBE64(out, (hi << 4) | (lo >> 56));
	StoreBE64(out + 7, (hi << 60) | lo);
	return CORE_OK;
}

void baseuid_core_encode(const uint8_t in[BASEUID_BINARY_LEN], char out[BASEUID_TEXT_LEN]) noexcept {
	const std::uint64_t hi = LoadBE64(in) >> 4;		  // bits 0..59
	const std::uint64_t lo = LoadBE64(in + 7) & kLow60;  // bits 60..119
	EncodeSymbols<6, 10>(kAlphabet, hi, 59, out);
	EncodeSymbols<6, 10>(kAlphabet, lo, 59, out + 10);
}

uint64_t baseuid_core_time(const uint8_t in[BASEUID_BINARY_LEN]) noexcept {
	return LoadBE64(in) >> 16;
}

core_status baseuid_core_time_from_unix_ns(uint64_t ns, uint64_t *time) noexcept {
	if (ns > static_cast<std::uint64_t>(INT64_MAX)) {
		return CORE_ERR_TIME_RANGE;
	}
	*time = ns >> BASEUID_TIME_SHIFT;
	return CORE_OK;
}

core_status baseuid_core_time_from_unix_us(int64_t us, uint64_t *time) noexcept {
	if (us < 0 || us > BASEUID_MAX_UNIX_US) {
		return CORE_ERR_TIME_RANGE;
	}
	// floor(us * 1000 / 32768) = floor(us * 125 / 4096); us * 125 < 2^64.
	*time = (static_cast<std::uint64_t>(us) * 125) >> 12;
	return CORE_OK;
}

uint64_t baseuid_core_time_to_unix_ns(uint64_t time) noexcept {
	return (time & BASEUID_MAX_TIME) << BASEUID_TIME_SHIFT;
}

int64_t baseuid_core_time_to_unix_us(uint64_t time) noexcept {
	return static_cast<std::int64_t>(baseuid_core_time_to_unix_ns(time) / 1000);
}

core_status baseuid_core_from_time(uint64_t time, const uint8_t *random, uint8_t out[BASEUID_BINARY_LEN]) noexcept {
	if (time > BASEUID_MAX_TIME) {
		return CORE_ERR_TIME_RANGE;
	}
	if (random == nullptr) {
		Pack(time, 0, 0, out);
	} else {
		Pack(time, random[0], LoadBE64(random + 1), out);
	}
	return CORE_OK;
}

// UUIDv8: time(48) | 1000 | rnd 0..11 | 10 | rnd 12..71 | 00.
void baseuid_core_to_uuid(const uint8_t in[BASEUID_BINARY_LEN], uint8_t out[BASEUID_UUID_LEN]) noexcept {
	const std::uint64_t hi = LoadBE64(in);
	const std::uint64_t rand_lo = LoadBE64(in + 7);
	const std::uint64_t first12 = ((hi >> 8) & 0xFF) << 4 | (rand_lo >> 60);
	StoreBE64(out, ((hi >> 16) << 16) | (std::uint64_t{0x8} << 12) | first12);
	StoreBE64(out + 8, (std::uint64_t{0x2} << 62) | ((rand_lo & kLow60) << 2));
}

core_status baseuid_core_from_uuid(const uint8_t in[BASEUID_UUID_LEN], uint8_t out[BASEUID_BINARY_LEN]) noexcept {
	const std::uint64_t hi = LoadBE64(in);
	const std::uint64_t lo = LoadBE64(in + 8);
	if (((hi >> 12) & 0xF) != 0x8 || (lo >> 62) != 0x2 || (lo & 0x3) != 0) {
		return CORE_ERR_UUID_LAYOUT;
	}
	const std::uint64_t first12 = hi & 0xFFF;
	Pack(hi >> 16, first12 >> 4, ((first12 & 0xF) << 60) | ((lo >> 2) & kLow60), out);
	return CORE_OK;
}

core_status baseuid_core_next(core_monotonic_state *state, uint64_t time, const uint8_t *random,
							  uint8_t out[BASEUID_BINARY_LEN], int *random_used) noexcept {
	const bool issued = state->phase == CORE_PHASE_ISSUED;
	const std::uint64_t last = state->last.time;
	core_fields fresh;
	core_fields next;
	const core_status st = MonotonicStep(
		*state, kSpec, time, UINT64_MAX,
		[random, &fresh]() -> const core_fields * {
			if (random == nullptr) {
				return nullptr;
			}
			fresh = {0, random[0], LoadBE64(random + 1)};
			return &fresh;
		},
		1, next, nullptr);
	// a first id, or a new (or advanced) tick, took `random`
	if (random_used != nullptr) {
		*random_used = st == CORE_OK && (!issued || next.time != last);
	}
	if (st == CORE_OK) {
		Pack(next.time, next.rand_hi, next.rand_lo, out);
	}
	return st;
}

}  // extern "C"
