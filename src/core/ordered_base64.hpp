// ordered_base64.hpp: the ordered base64 alphabet (BaseUID's) and its decode
// table.  The 64 symbols are in ASCII order, so text order = byte order.
#ifndef ULID_ORDERED_BASE64_HPP
#define ULID_ORDERED_BASE64_HPP

#include <cstdint>

#include "alphabet.hpp"
#include "cpp_only.hpp"

namespace ulid::core::ordered_base64 {

constexpr char kAlphabet[] = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
static_assert(sizeof(kAlphabet) == 65, "64 symbols");
using alphabet::kBad;

// Symbol value 0..63, or kBad (case-sensitive, no aliases: '+', '/' and '='
// of standard base64 are not symbols).
inline constexpr auto kDecode = alphabet::DecodeTable(kAlphabet);

constexpr bool AlphabetIsAscending() {
	for (int i = 1; i < 64; i++) {
		if (kAlphabet[i - 1] >= kAlphabet[i]) {
			return false;
		}
	}
	return true;
}

static_assert(AlphabetIsAscending(), "the alphabet must be in ASCII order");
static_assert(kDecode['-'] == 0 && kDecode['_'] == 37 && kDecode['z'] == 63, "alphabet");
static_assert(kDecode['+'] == kBad && kDecode['/'] == kBad && kDecode['='] == kBad, "not base64url");
static_assert(kDecode[0] == kBad && kDecode[0x80] == kBad, "NUL and non-ASCII rejected");

}  // namespace ulid::core::ordered_base64

#endif  // ULID_ORDERED_BASE64_HPP
