// fuzz_codec.cpp: libFuzzer target for the ULID and BaseUID text codecs
// (src/core).
//
// For every input:
//  1. Decode the bytes as text.  The decoder must never read past `size`
//     (ASan catches that: libFuzzer hands us a heap buffer of exactly `size`
//     bytes) and must report errors consistently:
//       - CORE_ERR_LENGTH exactly when size != 26 (uuid's text forms, 32
//         to 41 bytes, are checked on their own: CheckUuidForm);
//       - CORE_ERR_CHAR with an error position < 26 pointing at a byte that
//         is not a Crockford symbol, every earlier byte being one;
//       - CORE_ERR_OVERFLOW exactly when all bytes are symbols and the first
//         is above '7';
//       - CORE_OK exactly when all 26 bytes are symbols and the first is
//         '0'..'7'.
//     On CORE_OK, encoding the 16 bytes must give the canonical text, that
//     is the input upper-cased with the aliases I, L -> 1 and O -> 0, and
//     decoding that text must give the same 16 bytes.  On errors the output
//     buffer must be left untouched.
//  2. The first 16 bytes of the input (zero-padded) as a binary ULID: encode,
//     the text must be 26 canonical characters with the first in '0'..'7',
//     and decoding it must give the 16 bytes back.
//  3. The same for the BaseUID codec (src/core/baseuid.cpp), against a
//     bit-by-bit model of the ordered base64 alphabet: CORE_ERR_LENGTH exactly
//     when size != 20; CORE_ERR_CHAR at the first byte outside the alphabet
//     (case-sensitive, no aliases); otherwise the 120 bits the model reads,
//     encoded back to the same text.  The first 15 bytes as a BaseUID encode
//     to 20 alphabet characters that decode back, the text of two such values
//     orders like their bytes, and the UUIDv8 form converts back; the first
//     16 bytes as a uuid convert to a BaseUID exactly when the model says its
//     version, variant and low bits are those of the form.
// Any violation calls abort(), which libFuzzer reports as a crash.
//
// Build (see test/fuzz/run):
//   clang++-14 -std=c++17 -fno-exceptions -fno-rtti \
//     -fsanitize=fuzzer,address,undefined -Isrc/core \
//     test/fuzz/fuzz_codec.cpp src/core/*.cpp -o test/fuzz/ulid_fuzz
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "core.h"

namespace {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

void Fail(const char *what, const uint8_t *data, size_t size) {
	std::fprintf(stderr, "fuzz_codec: %s (input of %zu bytes:", what, size);
	for (size_t i = 0; i < size && i < 64; i++) {
		std::fprintf(stderr, " %02x", data[i]);
	}
	std::fprintf(stderr, "%s)\n", size > 64 ? " ..." : "");
	std::abort();
}

// The canonical character for an input byte, or 0 if it is not a symbol.
// Written independently of the decoder's table, from the spec.
char Canonical(unsigned char c) {
	if (c >= 'a' && c <= 'z') {
		c = static_cast<unsigned char>(c - 'a' + 'A');
	}
	if (c == 'I' || c == 'L') {
		return '1';
	}
	if (c == 'O') {
		return '0';
	}
	if (c == 'U') {
		return 0;
	}
	if ((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z')) {
		return static_cast<char>(c);
	}
	return 0;
}

bool IsCanonicalText(const char *t) {
	for (int i = 0; i < ULID_TEXT_LEN; i++) {
		if (std::strchr(kAlphabet, t[i]) == nullptr || t[i] == '\0') {
			return false;
		}
	}
	return t[0] >= '0' && t[0] <= '7';
}

// The uuid text forms (32 to 41 bytes) of ulid_core_decode: CORE_OK or
// CORE_ERR_UUID_FORM with a position within the input, the output untouched
// on error; on CORE_OK the 32 hex digits of the input are the 16 bytes.
void CheckUuidForm(const char *text, const uint8_t *data, size_t size) {
	uint8_t out[ULID_BINARY_LEN];
	std::memset(out, 0xA5, sizeof out);
	size_t err_pos = static_cast<size_t>(-1);
	const core_status st = ulid_core_decode(text, size, out, &err_pos);
	if (st == CORE_ERR_UUID_FORM) {
		for (uint8_t b : out) {
			if (b != 0xA5) {
				Fail("uuid-form decode wrote its output on error", data, size);
			}
		}
		if (err_pos > size) {
			Fail("uuid-form decode reported a position past the input", data, size);
		}
		return;
	}
	if (st != CORE_OK) {
		Fail("uuid-form decode gave a status other than OK or UUID_FORM", data, size);
	}
	int digits = 0;
	for (size_t i = 0; i < size; i++) {
		const unsigned char c = data[i];
		int v;
		if (c >= '0' && c <= '9') {
			v = c - '0';
		} else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') {
			v = (c | 0x20) - 'a' + 10;
		} else if (c == '-' || c == '{' || c == '}') {
			continue;  // placed right, or the decoder had refused them
		} else {
			Fail("uuid-form decode accepted a byte that is no hex digit, hyphen or brace", data, size);
		}
		if (digits >= 32 || ((out[digits / 2] >> (digits % 2 == 0 ? 4 : 0)) & 0xF) != v) {
			Fail("uuid-form decode disagrees with the hex digits", data, size);
		}
		digits++;
	}
	if (digits != 32) {
		Fail("uuid-form decode accepted other than 32 hex digits", data, size);
	}
}

void CheckDecode(const uint8_t *data, size_t size) {
	const char *text = reinterpret_cast<const char *>(data);
	uint8_t out[ULID_BINARY_LEN];
	std::memset(out, 0xA5, sizeof out);
	size_t err_pos = static_cast<size_t>(-1);
	if (size >= ULID_UUID_TEXT_MIN && size <= ULID_UUID_TEXT_MAX) {
		CheckUuidForm(text, data, size);
		return;
	}
	const core_status st = ulid_core_decode(text, size, out, &err_pos);

	// What the answer must be, computed independently.
	core_status expect = CORE_OK;
	size_t first_bad = static_cast<size_t>(-1);
	if (size != ULID_TEXT_LEN) {
		expect = CORE_ERR_LENGTH;
	} else {
		for (size_t i = 0; i < size; i++) {
			if (Canonical(data[i]) == 0) {
				first_bad = i;
				break;
			}
		}
		if (first_bad != static_cast<size_t>(-1)) {
			expect = CORE_ERR_CHAR;
		} else if (Canonical(data[0]) > '7') {
			expect = CORE_ERR_OVERFLOW;
		}
	}
	if (st != expect) {
		Fail("decode status differs from the spec", data, size);
	}
	if (st != CORE_OK) {
		for (uint8_t b : out) {
			if (b != 0xA5) {
				Fail("decode wrote its output on error", data, size);
			}
		}
		if (st == CORE_ERR_CHAR && err_pos != first_bad) {
			Fail("decode reported the wrong error position", data, size);
		}
		// NULL err_pos must be accepted too.
		if (ulid_core_decode(text, size, out, nullptr) != st) {
			Fail("decode status depends on err_pos", data, size);
		}
		return;
	}

	char enc[ULID_TEXT_LEN];
	ulid_core_encode(out, enc);
	for (size_t i = 0; i < ULID_TEXT_LEN; i++) {
		if (enc[i] != Canonical(data[i])) {
			Fail("encode(decode(x)) is not the canonical form of x", data, size);
		}
	}
	uint8_t again[ULID_BINARY_LEN];
	if (ulid_core_decode(enc, ULID_TEXT_LEN, again, nullptr) != CORE_OK ||
		std::memcmp(again, out, ULID_BINARY_LEN) != 0) {
		Fail("decode(encode(decode(x))) != decode(x)", data, size);
	}
	// The timestamp is the first 48 bits.
	uint64_t ms = 0;
	for (int i = 0; i < ULID_TIME_LEN; i++) {
		ms = (ms << 8) | out[i];
	}
	if (ulid_core_time_ms(out) != ms) {
		Fail("time_ms disagrees with the first 6 bytes", data, size);
	}
}

void CheckEncode(const uint8_t *data, size_t size) {
	uint8_t bin[ULID_BINARY_LEN] = {0};
	std::memcpy(bin, data, size < ULID_BINARY_LEN ? size : ULID_BINARY_LEN);
	char text[ULID_TEXT_LEN];
	ulid_core_encode(bin, text);
	if (!IsCanonicalText(text)) {
		Fail("encode produced non-canonical text", data, size);
	}
	uint8_t back[ULID_BINARY_LEN];
	size_t err_pos = 0;
	if (ulid_core_decode(text, ULID_TEXT_LEN, back, &err_pos) != CORE_OK ||
		std::memcmp(back, bin, ULID_BINARY_LEN) != 0) {
		Fail("decode(encode(b)) != b", data, size);
	}
	// Lower-casing the text must decode to the same bytes.
	char lower[ULID_TEXT_LEN];
	for (int i = 0; i < ULID_TEXT_LEN; i++) {
		lower[i] = (text[i] >= 'A' && text[i] <= 'Z') ? static_cast<char>(text[i] - 'A' + 'a') : text[i];
	}
	if (ulid_core_decode(lower, ULID_TEXT_LEN, back, nullptr) != CORE_OK ||
		std::memcmp(back, bin, ULID_BINARY_LEN) != 0) {
		Fail("decode(lower(encode(b))) != b", data, size);
	}
}

// --- BaseUID ---

constexpr char kBaseuidAlphabet[] = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";

// The 6-bit value of a byte, or -1: a search of the alphabet, written
// independently of the decoder's table.
int BaseuidSymbol(unsigned char c) {
	if (c == 0) {
		return -1;
	}
	const char *p = std::strchr(kBaseuidAlphabet, c);
	return p == nullptr ? -1 : static_cast<int>(p - kBaseuidAlphabet);
}

// Bit i (0 = most significant) of a big-endian byte string.
int Bit(const uint8_t *b, int i) {
	return (b[i / 8] >> (7 - i % 8)) & 1;
}

void SetBit(uint8_t *b, int i, int v) {
	if (v) {
		b[i / 8] = static_cast<uint8_t>(b[i / 8] | (0x80 >> (i % 8)));
	}
}

void CheckBaseuidDecode(const uint8_t *data, size_t size) {
	const char *text = reinterpret_cast<const char *>(data);
	uint8_t out[BASEUID_BINARY_LEN];
	std::memset(out, 0xA5, sizeof out);
	size_t err_pos = static_cast<size_t>(-1);
	const core_status st = baseuid_core_decode(text, size, out, &err_pos);

	core_status expect = CORE_OK;
	size_t first_bad = static_cast<size_t>(-1);
	uint8_t model[BASEUID_BINARY_LEN] = {0};
	if (size != BASEUID_TEXT_LEN) {
		expect = CORE_ERR_LENGTH;
	} else {
		for (size_t i = 0; i < size; i++) {
			const int v = BaseuidSymbol(data[i]);
			if (v < 0) {
				first_bad = i;
				expect = CORE_ERR_CHAR;
				break;
			}
			for (int j = 0; j < 6; j++) {
				SetBit(model, static_cast<int>(6 * i) + j, (v >> (5 - j)) & 1);
			}
		}
	}
	if (st != expect) {
		Fail("baseuid decode status differs from the model", data, size);
	}
	if (st != CORE_OK) {
		for (uint8_t b : out) {
			if (b != 0xA5) {
				Fail("baseuid decode wrote its output on error", data, size);
			}
		}
		if (st == CORE_ERR_CHAR && err_pos != first_bad) {
			Fail("baseuid decode reported the wrong error position", data, size);
		}
		if (baseuid_core_decode(text, size, out, nullptr) != st) {
			Fail("baseuid decode status depends on err_pos", data, size);
		}
		return;
	}
	if (std::memcmp(out, model, BASEUID_BINARY_LEN) != 0) {
		Fail("baseuid decode differs from the bit model", data, size);
	}
	char enc[BASEUID_TEXT_LEN];
	baseuid_core_encode(out, enc);
	if (std::memcmp(enc, text, BASEUID_TEXT_LEN) != 0) {
		Fail("baseuid encode(decode(x)) != x", data, size);
	}
	uint64_t time = 0;
	for (int i = 0; i < BASEUID_TIME_LEN; i++) {
		time = (time << 8) | out[i];
	}
	if (baseuid_core_time(out) != time) {
		Fail("baseuid time disagrees with the first 6 bytes", data, size);
	}
}

void CheckBaseuidEncode(const uint8_t *data, size_t size) {
	uint8_t bin[2][BASEUID_BINARY_LEN] = {{0}, {0}};
	for (size_t i = 0; i < 2 * BASEUID_BINARY_LEN && i < size; i++) {
		bin[i / BASEUID_BINARY_LEN][i % BASEUID_BINARY_LEN] = data[i];
	}
	char text[2][BASEUID_TEXT_LEN];
	for (int k = 0; k < 2; k++) {
		baseuid_core_encode(bin[k], text[k]);
		for (int i = 0; i < BASEUID_TEXT_LEN; i++) {
			int v = 0;
			for (int j = 0; j < 6; j++) {
				v = (v << 1) | Bit(bin[k], 6 * i + j);
			}
			if (text[k][i] != kBaseuidAlphabet[v]) {
				Fail("baseuid encode differs from the bit model", data, size);
			}
		}
		uint8_t back[BASEUID_BINARY_LEN];
		if (baseuid_core_decode(text[k], BASEUID_TEXT_LEN, back, nullptr) != CORE_OK ||
			std::memcmp(back, bin[k], BASEUID_BINARY_LEN) != 0) {
			Fail("baseuid decode(encode(b)) != b", data, size);
		}
		// the uuid form converts back
		uint8_t u[BASEUID_UUID_LEN];
		baseuid_core_to_uuid(bin[k], u);
		if (baseuid_core_from_uuid(u, back) != CORE_OK || std::memcmp(back, bin[k], BASEUID_BINARY_LEN) != 0) {
			Fail("baseuid from_uuid(to_uuid(b)) != b", data, size);
		}
	}
	// text order (bytes, the C collation) is byte order
	const int cb = std::memcmp(bin[0], bin[1], BASEUID_BINARY_LEN);
	const int ct = std::memcmp(text[0], text[1], BASEUID_TEXT_LEN);
	if ((cb < 0) != (ct < 0) || (cb > 0) != (ct > 0)) {
		Fail("baseuid text order differs from byte order", data, size);
	}
}

void CheckBaseuidFromUuid(const uint8_t *data, size_t size) {
	uint8_t u[BASEUID_UUID_LEN] = {0};
	std::memcpy(u, data, size < BASEUID_UUID_LEN ? size : BASEUID_UUID_LEN);
	const bool fits = (u[6] >> 4) == 8 && (u[8] >> 6) == 2 && (u[15] & 3) == 0;
	uint8_t out[BASEUID_BINARY_LEN];
	std::memset(out, 0xA5, sizeof out);
	const core_status st = baseuid_core_from_uuid(u, out);
	if (st != (fits ? CORE_OK : CORE_ERR_UUID_LAYOUT)) {
		Fail("baseuid from_uuid status differs from the model", data, size);
	}
	if (!fits) {
		for (uint8_t b : out) {
			if (b != 0xA5) {
				Fail("baseuid from_uuid wrote its output on error", data, size);
			}
		}
		return;
	}
	uint8_t again[BASEUID_UUID_LEN];
	baseuid_core_to_uuid(out, again);
	if (std::memcmp(again, u, BASEUID_UUID_LEN) != 0) {
		Fail("baseuid to_uuid(from_uuid(u)) != u", data, size);
	}
}

// The Ulid-Flake decoder against a model: 13 symbols, each Canonical(), the
// first at most '7', value = the 65-bit number they spell (top bits zero).
void CheckFlakeDecode(const uint8_t *data, size_t size) {
	const char *text = reinterpret_cast<const char *>(data);
	int64_t v = -12345;
	size_t err_pos = static_cast<size_t>(-1);
	const core_status st = flake_core_decode(text, size, &v, &err_pos);
	core_status expect = CORE_OK;
	size_t first_bad = static_cast<size_t>(-1);
	if (size != FLAKE_TEXT_LEN) {
		expect = CORE_ERR_LENGTH;
	} else {
		for (size_t i = 0; i < size; i++) {
			if (Canonical(data[i]) == 0) {
				first_bad = i;
				expect = CORE_ERR_CHAR;
				break;
			}
		}
		if (expect == CORE_OK && Canonical(data[0]) > '7') {
			expect = CORE_ERR_OVERFLOW;
		}
	}
	if (st != expect) {
		Fail("flake decode status differs from the model", data, size);
	}
	if (st != CORE_OK) {
		if (v != -12345) {
			Fail("flake decode wrote its output on error", data, size);
		}
		if (st == CORE_ERR_CHAR && err_pos != first_bad) {
			Fail("flake decode reported the wrong error position", data, size);
		}
		return;
	}
	uint64_t model = 0;
	for (size_t i = 0; i < size; i++) {
		model = model * 32 + static_cast<uint64_t>(std::strchr(kAlphabet, Canonical(data[i])) - kAlphabet);
	}
	if (v < 0 || static_cast<uint64_t>(v) != model) {
		Fail("flake decode differs from the model", data, size);
	}
	char enc[FLAKE_TEXT_LEN];
	flake_core_encode(v, enc);
	for (size_t i = 0; i < size; i++) {
		if (enc[i] != Canonical(data[i])) {
			Fail("flake encode(decode(x)) is not the canonical x", data, size);
		}
	}
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
	CheckFlakeDecode(data, size);
	CheckDecode(data, size);
	CheckEncode(data, size);
	CheckBaseuidDecode(data, size);
	CheckBaseuidEncode(data, size);
	CheckBaseuidFromUuid(data, size);
	return 0;
}
