// flake.cpp: the Ulid-Flake codec (13 Crockford base32 characters <-> int64)
// and its generator on the shared monotonic state machine.  No allocation,
// no exceptions, no PostgreSQL.
#include <cstdint>

#include "core.hpp"
#include "crockford.hpp"
#include "flake_core.h"

namespace ulid::core {
namespace {

using crockford::kAlphabet;
using crockford::kDecode;

constexpr std::uint64_t kRandomMask = (std::uint64_t{1} << FLAKE_RANDOM_BITS) - 1;

// The layouts: 20 random bits, or 15 with a node id below them.  A step that
// overflows runs ahead into the next millisecond (never an error).
constexpr id_layout kStandAlone{FLAKE_MAX_TIME, FLAKE_RANDOM_BITS, 1};
constexpr id_layout kScalable{FLAKE_MAX_TIME, FLAKE_RANDOM_BITS - FLAKE_NODE_BITS, 1};

inline bool HasNode(int node) { return node >= 0 && node <= FLAKE_MAX_NODE; }

// id fields (time since the epoch, random field) -> the int64.
inline std::int64_t Pack(std::uint64_t time, std::uint64_t random, int node) {
	const std::uint64_t low = HasNode(node) ? (random << FLAKE_NODE_BITS) | static_cast<std::uint64_t>(node)
											: random;
	return static_cast<std::int64_t>((time << FLAKE_RANDOM_BITS) | (low & kRandomMask));
}

}  // namespace

ulid_status FlakeDecode(const char *text, std::size_t len, std::int64_t *out, std::size_t *err_pos) {
	if (len != FLAKE_TEXT_LEN) {
		return ULID_ERR_LENGTH;
	}
	const auto *s = reinterpret_cast<const unsigned char *>(text);
	std::uint8_t bad = 0;
	std::uint64_t v = 0;
	alphabet::Decode<5, FLAKE_TEXT_LEN>(kDecode, s, v, bad);  // 65 bits: the top one falls off, checked below
	if (__builtin_expect(bad & 0xE0, 0)) {  // a kBad (0xFF) among the symbols
		if (err_pos != nullptr) {
			*err_pos = alphabet::FirstBad(kDecode, s, FLAKE_TEXT_LEN);
		}
		return ULID_ERR_CHAR;
	}
	// 13 symbols hold 65 bits; a Ulid-Flake has 63, so the first is 0..7.
	if (kDecode[s[0]] > 7) {
		return ULID_ERR_OVERFLOW;
	}
	*out = static_cast<std::int64_t>(v);
	return ULID_OK;
}

void FlakeEncode(std::int64_t value, char out[FLAKE_TEXT_LEN]) {
	// 63 bits as 65: the first symbol holds the top 3 bits
	alphabet::Encode<5, FLAKE_TEXT_LEN>(kAlphabet, static_cast<std::uint64_t>(value), 64, out);
}

}  // namespace ulid::core

extern "C" {

ulid_status flake_core_decode(const char *text, size_t len, int64_t *out, size_t *err_pos) noexcept {
	return ulid::core::FlakeDecode(text, len, out, err_pos);
}

void flake_core_encode(int64_t value, char out[FLAKE_TEXT_LEN]) noexcept {
	ulid::core::FlakeEncode(value, out);
}

uint64_t flake_core_unix_ms(int64_t value) noexcept {
	return (static_cast<uint64_t>(value) >> FLAKE_RANDOM_BITS) + FLAKE_EPOCH_MS;
}

uint32_t flake_core_random(int64_t value) noexcept {
	return static_cast<uint32_t>(static_cast<uint64_t>(value) & ulid::core::kRandomMask);
}

ulid_status flake_core_from_time(uint64_t unix_ms, uint32_t random, int node, int64_t *out) noexcept {
	if (unix_ms < FLAKE_EPOCH_MS || unix_ms - FLAKE_EPOCH_MS > FLAKE_MAX_TIME) {
		return ULID_ERR_TIME_RANGE;
	}
	const unsigned bits = ulid::core::HasNode(node) ? FLAKE_RANDOM_BITS - FLAKE_NODE_BITS : FLAKE_RANDOM_BITS;
	*out = ulid::core::Pack(unix_ms - FLAKE_EPOCH_MS, random & ((1u << bits) - 1), node);
	return ULID_OK;
}

uint32_t flake_core_step(uint8_t random_byte) noexcept {
	return 1u + random_byte % 255u;
}

int flake_core_monotonic_needs_random(const id_monotonic_state *state, uint64_t unix_ms, int node,
									  uint8_t step_byte) noexcept {
	if (unix_ms < FLAKE_EPOCH_MS) {
		return 1;  // the call will fail with ULID_ERR_TIME_RANGE anyway
	}
	const id_layout &layout = ulid::core::HasNode(node) ? ulid::core::kScalable : ulid::core::kStandAlone;
	return ulid::core::MonotonicNeedsRandom(*state, layout, unix_ms - FLAKE_EPOCH_MS, flake_core_step(step_byte))
			   ? 1
			   : 0;
}

ulid_status flake_core_monotonic_next_bounded(id_monotonic_state *state, uint64_t unix_ms, int node,
											  uint64_t max_lead, uint32_t fresh_random, uint8_t step_byte,
											  int64_t *out, uint64_t *resume_at_ms) noexcept {
	if (unix_ms < FLAKE_EPOCH_MS) {
		return ULID_ERR_TIME_RANGE;
	}
	const id_layout &layout = ulid::core::HasNode(node) ? ulid::core::kScalable : ulid::core::kStandAlone;
	const id_fields fresh{0, 0, fresh_random};
	id_fields next;
	std::uint64_t resume = 0;
	const ulid_status st = ulid::core::MonotonicNextBounded(*state, layout, unix_ms - FLAKE_EPOCH_MS, max_lead,
															&fresh, flake_core_step(step_byte), next, &resume);
	if (st == ULID_OK) {
		*out = ulid::core::Pack(next.time, next.rand_lo, node);
	} else if (st == ULID_ERR_AHEAD && resume_at_ms != nullptr) {
		*resume_at_ms = resume + FLAKE_EPOCH_MS;
	}
	return st;
}

ulid_status flake_core_monotonic_next(id_monotonic_state *state, uint64_t unix_ms, int node,
									  uint32_t fresh_random, uint8_t step_byte, int64_t *out) noexcept {
	return flake_core_monotonic_next_bounded(state, unix_ms, node, UINT64_MAX, fresh_random, step_byte, out,
											 nullptr);
}

void flake_core_monotonic_reserve(id_monotonic_state *state, uint64_t unix_ms, uint64_t lead) noexcept {
	if (unix_ms < FLAKE_EPOCH_MS) {
		*state = id_monotonic_state{};  // every call fails with ULID_ERR_TIME_RANGE anyway
		return;
	}
	ulid::core::MonotonicReserve(*state, unix_ms - FLAKE_EPOCH_MS, lead);
}

void flake_core_monotonic_relayout(id_monotonic_state *state, int old_node, int new_node) noexcept {
	if (state->initialized != ID_STATE_ISSUED || old_node == new_node) {
		return;
	}
	const std::uint64_t r = state->last.rand_lo;
	const std::uint64_t low = ulid::core::HasNode(old_node)
								  ? ((r << FLAKE_NODE_BITS) | static_cast<std::uint64_t>(old_node)) & ulid::core::kRandomMask
								  : r & ulid::core::kRandomMask;
	state->last.rand_hi = 0;
	state->last.rand_lo = ulid::core::HasNode(new_node) ? low >> FLAKE_NODE_BITS : low;
}

}  // extern "C"
