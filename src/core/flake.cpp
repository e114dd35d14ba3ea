// flake.cpp: the Ulid-Flake format (core.h): 13 Crockford base32 characters
// <-> int64, and its generator on the monotonic state machine of kit.hpp.
// No allocation, no exceptions, no PostgreSQL.
#include <cstdint>

#include "kit.hpp"

namespace ulid::core {
namespace {

using crockford::kDecode;

constexpr std::uint64_t kRandomMask = (std::uint64_t{1} << FLAKE_RANDOM_BITS) - 1;

// The two modes: stand-alone (20 random bits), or node mode (15 with a node
// id below them).  A step that
// overflows runs ahead into the next millisecond: the core step itself never
// fails; the shim waits for the clock and raises the error (wallclock.c).
constexpr FieldSpec kStandAloneMode{FLAKE_MAX_TIME, FLAKE_RANDOM_BITS, true};
constexpr FieldSpec kNodeMode{FLAKE_MAX_TIME, FLAKE_RANDOM_BITS - FLAKE_NODE_BITS, true};

inline bool HasNode(int node) { return node >= 0 && node <= FLAKE_MAX_NODE; }

// id fields (time since the epoch, random field) -> the int64.
inline std::int64_t Pack(std::uint64_t time, std::uint64_t random, int node) {
	const std::uint64_t low = HasNode(node) ? (random << FLAKE_NODE_BITS) | static_cast<std::uint64_t>(node)
											: random;
	return static_cast<std::int64_t>((time << FLAKE_RANDOM_BITS) | (low & kRandomMask));
}

}  // namespace
}  // namespace ulid::core

// ---- the API (core.h) ----

using namespace ulid::core;

extern "C" {

core_status flake_core_decode(const char *text, size_t len, int64_t *out, size_t *err_pos) noexcept {
	if (len != FLAKE_TEXT_LEN) {
		return CORE_ERR_LENGTH;
	}
	const auto *s = reinterpret_cast<const unsigned char *>(text);
	std::uint8_t bad = 0;
	std::uint64_t v = 0;
	DecodeSymbols<5, FLAKE_TEXT_LEN>(kDecode, s, v, bad);  // 65 bits: the top one falls off, checked below
	if (__builtin_expect(bad & 0xE0, 0)) {  // a kBad (0xFF) among the symbols
		return BadChar(kDecode, s, FLAKE_TEXT_LEN, err_pos);
	}
	// 13 symbols hold 65 bits; a Ulid-Flake has 63, so the first is 0..7.
	if (kDecode[s[0]] > 7) {
		return CORE_ERR_OVERFLOW;
	}
	*out = static_cast<std::int64_t>(v);
	return CORE_OK;
}

void flake_core_encode(int64_t value, char out[FLAKE_TEXT_LEN]) noexcept {
	// 63 bits as 65: the first symbol holds the top 3 bits
	EncodeSymbols<5, FLAKE_TEXT_LEN>(crockford::kAlphabet, static_cast<std::uint64_t>(value), 64, out);
}

uint64_t flake_core_unix_ms(int64_t value) noexcept {
	return (static_cast<uint64_t>(value) >> FLAKE_RANDOM_BITS) + FLAKE_EPOCH_MS;
}

uint32_t flake_core_random(int64_t value) noexcept {
	return static_cast<uint32_t>(static_cast<uint64_t>(value) & kRandomMask);
}

core_status flake_core_from_time(uint64_t unix_ms, uint32_t random, int node, int64_t *out) noexcept {
	if (unix_ms < FLAKE_EPOCH_MS || unix_ms - FLAKE_EPOCH_MS > FLAKE_MAX_TIME) {
		return CORE_ERR_TIME_RANGE;
	}
	const unsigned bits = HasNode(node) ? FLAKE_RANDOM_BITS - FLAKE_NODE_BITS : FLAKE_RANDOM_BITS;
	*out = Pack(unix_ms - FLAKE_EPOCH_MS, random & ((1u << bits) - 1), node);
	return CORE_OK;
}

// The state holds the last id itself, whatever mode made it: the time
// field, and the low 20 bits as the random field of stand-alone mode.
// A call in node mode counts from the random field of that id in its
// own mode, the low 20 bits shifted right by 5 (the node bits dropped): its
// next step of at least 1 gives an id above the last one, whose node bits
// lie below.  The mode of a call is never stored, so sessions with
// different node ids, or a session changing its own, can take turns in any
// order: every call steps from the exact last id.
core_status flake_core_next(core_monotonic_state *state, uint64_t unix_ms, int node, uint64_t max_lead,
							const uint8_t random[FLAKE_GEN_RANDOM_LEN], int64_t *out, uint64_t *resume_at_ms,
							int *random_used) noexcept {
	if (unix_ms < FLAKE_EPOCH_MS) {
		return CORE_ERR_TIME_RANGE;
	}
	const std::uint64_t now = unix_ms - FLAKE_EPOCH_MS;
	const bool node_mode = HasNode(node);
	core_monotonic_state s = *state;
	if (node_mode) {
		s.last.rand_lo >>= FLAKE_NODE_BITS;
	}
	core_fields next;
	std::uint64_t resume = 0;
	const std::uint64_t step = 1u + random[0] % 255u;
	core_fields fresh;
	bool took = false;  // a first id, or a new (or advanced) millisecond, took the 4 bytes
	auto fresh_fn = [random, &fresh, &took] {	// unpacked only then
		took = true;
		fresh = {0, 0, (std::uint64_t{random[1]} << 24) | (random[2] << 16) | (random[3] << 8) | random[4]};
		return &fresh;
	};
	// the machine inlined once per mode, whose widths fold into constants
	const core_status st = node_mode ? MonotonicStep(s, kNodeMode, now, max_lead, fresh_fn, step, next, &resume)
									 : MonotonicStep(s, kStandAloneMode, now, max_lead, fresh_fn, step, next, &resume);
	if (__builtin_expect(st != CORE_OK, 0)) {
		if (st == CORE_ERR_AHEAD && resume_at_ms != nullptr) {
			*resume_at_ms = resume + FLAKE_EPOCH_MS;
		}
		if (random_used != nullptr) {
			*random_used = 0;
		}
		return st;
	}
	if (random_used != nullptr) {
		*random_used = took;
	}
	*out = Pack(next.time, next.rand_lo, node);
	state->last = {next.time, 0, static_cast<std::uint64_t>(*out) & kRandomMask};
	state->phase = CORE_PHASE_ISSUED;
	return CORE_OK;
}

void flake_core_shared_reserve(core_monotonic_state *state, uint64_t unix_ms, uint64_t lead) noexcept {
	if (unix_ms < FLAKE_EPOCH_MS) {
		*state = core_monotonic_state{};  // every call fails with CORE_ERR_TIME_RANGE anyway
		return;
	}
	ReserveFloor(*state, unix_ms - FLAKE_EPOCH_MS, lead);
}

}  // extern "C"
