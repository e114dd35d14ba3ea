// bytes.hpp: big-endian 64-bit loads and stores of byte strings, shared by the
// codecs of the core.  The bytes may be unaligned, so they go through memcpy
// (one load or store, plus a byte swap on little-endian machines).
#ifndef ULID_BYTES_HPP
#define ULID_BYTES_HPP

#include <cstdint>
#include <cstring>

#include "cpp_only.hpp"

namespace ulid::core {

// The 8 bytes at p as a big-endian integer.
inline std::uint64_t LoadBE64(const std::uint8_t *p) {
	std::uint64_t v;
	std::memcpy(&v, p, sizeof(v));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	v = __builtin_bswap64(v);
#elif !defined(__BYTE_ORDER__)
	v = 0;
	for (int i = 0; i < 8; i++) {
		v = (v << 8) | p[i];
	}
#endif
	return v;
}

// v as 8 big-endian bytes at p.
inline void StoreBE64(std::uint8_t *p, std::uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	v = __builtin_bswap64(v);
	std::memcpy(p, &v, sizeof(v));
#elif defined(__BYTE_ORDER__)
	std::memcpy(p, &v, sizeof(v));
#else
	for (int i = 7; i >= 0; i--) {
		p[i] = static_cast<std::uint8_t>(v);
		v >>= 8;
	}
#endif
}

}  // namespace ulid::core

#endif  // ULID_BYTES_HPP
