// cli.cpp: pure logic of the `ulid` command-line tool (see cli.hpp).
#include "cli/cli.hpp"

#include <cstdio>

namespace ulid::cli {
namespace {

// Days since 1970-01-01 of a proleptic Gregorian date, and back (the usual
// era-of-400-years arithmetic; valid for every date from year 0 on).
std::int64_t DaysFromCivil(std::int64_t y, unsigned m, unsigned d) {
	y -= m <= 2;
	const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
	const unsigned yoe = static_cast<unsigned>(y - era * 400);
	const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

void CivilFromDays(std::int64_t z, std::int64_t *y, unsigned *m, unsigned *d) {
	z += 719468;
	const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
	const unsigned doe = static_cast<unsigned>(z - era * 146097);
	const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	const unsigned mp = (5 * doy + 2) / 153;
	*d = doy - (153 * mp + 2) / 5 + 1;
	*m = mp < 10 ? mp + 3 : mp - 9;
	*y = static_cast<std::int64_t>(yoe) + era * 400 + (*m <= 2);
}

bool IsLeap(std::int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

unsigned DaysInMonth(std::int64_t y, unsigned m) {
	static const unsigned kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
	return m == 2 && IsLeap(y) ? 29 : kDays[m - 1];
}

// Reads exactly n digits at text[*i]; false if they are not all digits.
bool Digits(const std::string &text, std::size_t *i, int n, unsigned *out) {
	unsigned v = 0;
	for (int k = 0; k < n; k++) {
		if (*i >= text.size() || text[*i] < '0' || text[*i] > '9') {
			return false;
		}
		v = v * 10 + static_cast<unsigned>(text[*i] - '0');
		(*i)++;
	}
	*out = v;
	return true;
}

bool Expect(const std::string &text, std::size_t *i, char c) {
	if (*i < text.size() && text[*i] == c) {
		(*i)++;
		return true;
	}
	return false;
}

}  // namespace

std::size_t FormatTime(std::int64_t unix_ms, char *out) {
	std::int64_t days = unix_ms / 86400000;
	std::int64_t rem = unix_ms % 86400000;
	if (rem < 0) {
		rem += 86400000;
		days--;
	}
	std::int64_t y;
	unsigned m, d;
	CivilFromDays(days, &y, &m, &d);
	// RFC 3339 up to year 9999, then ISO 8601's expanded year (+YYYYYY)
	const char *year_fmt = y > 9999 ? "+%06lld" : "%04lld";
	char year[16];
	std::snprintf(year, sizeof(year), year_fmt, static_cast<long long>(y));
	const int n = std::snprintf(out, kTimeLen, "%s-%02u-%02uT%02u:%02u:%02u.%03uZ", year,
								m, d, static_cast<unsigned>(rem / 3600000),
								static_cast<unsigned>(rem / 60000 % 60), static_cast<unsigned>(rem / 1000 % 60),
								static_cast<unsigned>(rem % 1000));
	return n > 0 ? static_cast<std::size_t>(n) : 0;
}

bool ParseTime(const std::string &text, std::int64_t *unix_ms, std::string *why) {
	if (text.empty()) {
		*why = "empty time";
		return false;
	}
	bool all_digits = true;
	for (char c : text) {
		all_digits = all_digits && c >= '0' && c <= '9';
	}
	if (all_digits) {
		std::uint64_t v;
		if (!ParseCount(text, ULID_MAX_TIME_MS, &v)) {
			*why = "Unix milliseconds above the largest ULID time, 281474976710655";
			return false;
		}
		*unix_ms = static_cast<std::int64_t>(v);
		return true;
	}
	std::size_t i = 0;
	unsigned year, month, day, hh, mm, ss;
	// The year: 4 digits (RFC 3339), 5 or 6 digits, or a sign and 6 digits
	// (ISO 8601 expanded, as FormatTime() writes years after 9999).
	bool year_ok;
	bool year_minus = false;
	if (text[0] == '+' || text[0] == '-') {
		year_minus = text[0] == '-';
		i = 1;
		year_ok = Digits(text, &i, 6, &year);
	} else {
		year_ok = Digits(text, &i, 4, &year);
		for (int extra = 0; year_ok && extra < 2 && i < text.size() && text[i] >= '0' && text[i] <= '9'; extra++) {
			year = year * 10 + static_cast<unsigned>(text[i++] - '0');
		}
	}
	const bool date_ok = year_ok && Expect(text, &i, '-') && Digits(text, &i, 2, &month) &&
						 Expect(text, &i, '-') && Digits(text, &i, 2, &day);
	if (!date_ok || !(Expect(text, &i, 'T') || Expect(text, &i, 't') || Expect(text, &i, ' ')) ||
		!Digits(text, &i, 2, &hh) || !Expect(text, &i, ':') || !Digits(text, &i, 2, &mm) ||
		!Expect(text, &i, ':') || !Digits(text, &i, 2, &ss)) {
		*why = "expected Unix milliseconds or an RFC 3339 time such as 2025-01-01T00:00:00Z";
		return false;
	}
	unsigned ms = 0;
	if (Expect(text, &i, '.')) {
		int n = 0;
		while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
			if (n < 3) {
				ms = ms * 10 + static_cast<unsigned>(text[i] - '0');
			}
			n++;
			i++;
		}
		if (n == 0) {
			*why = "a fraction of a second needs digits after the '.'";
			return false;
		}
		for (; n < 3; n++) {
			ms *= 10;
		}
	}
	std::int64_t offset_min = 0;
	if (Expect(text, &i, 'Z') || Expect(text, &i, 'z')) {
		// UTC
	} else if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
		const bool minus = text[i] == '-';
		i++;
		unsigned oh, om;
		if (!Digits(text, &i, 2, &oh) || !Expect(text, &i, ':') || !Digits(text, &i, 2, &om) || oh > 23 ||
			om > 59) {
			*why = "a time zone offset is written +HH:MM or -HH:MM";
			return false;
		}
		offset_min = (minus ? -1 : 1) * static_cast<std::int64_t>(oh * 60 + om);
	} else {
		*why = "the time needs 'Z' or an offset such as +02:00 (RFC 3339)";
		return false;
	}
	if (i != text.size()) {
		*why = "unexpected text after the time";
		return false;
	}
	if (month < 1 || month > 12 || day < 1 || day > DaysInMonth(year, month) || hh > 23 || mm > 59 ||
		ss > 60) {
		*why = "no such date or time";
		return false;
	}
	if (ss == 60) {
		ss = 59;  // a leap second is the last millisecond-resolution second before it
		ms = 999;
	}
	const std::int64_t days = DaysFromCivil(year_minus ? -static_cast<std::int64_t>(year) : year, month, day);
	const std::int64_t t = ((days * 24 + hh) * 60 + mm - offset_min) * 60000 + ss * 1000 + ms;
	if (t < 0) {
		*why = "times before 1970-01-01T00:00:00Z have no ULID";
		return false;
	}
	if (static_cast<std::uint64_t>(t) > ULID_MAX_TIME_MS) {
		*why = CORE_MSG_CLI_TIME_AFTER;
		return false;
	}
	*unix_ms = t;
	return true;
}

bool ParseCount(const std::string &text, std::uint64_t max, std::uint64_t *out) {
	if (text.empty() || text.size() > 20) {
		return false;
	}
	std::uint64_t v = 0;
	for (char c : text) {
		if (c < '0' || c > '9') {
			return false;
		}
		const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
		if (v > (max - digit) / 10) {
			return false;
		}
		v = v * 10 + digit;
	}
	*out = v;
	return true;
}

std::string ShowInput(const char *s, std::size_t n, std::size_t max_bytes) {
	const bool cut = n > max_bytes;
	const std::size_t limit = cut ? (max_bytes > 3 ? max_bytes - 3 : 0) : n;
	const auto *u = reinterpret_cast<const unsigned char *>(s);
	std::string r;
	auto escape = [&r](unsigned char b) {
		char tmp[5];
		std::snprintf(tmp, sizeof(tmp), "\\x%02x", b);
		r.append(tmp, 4);
	};
	std::size_t i = 0;
	while (i < limit) {
		const unsigned char b = u[i];
		if (b < 0x20 || b == 0x7f) {
			escape(b);
			i++;
			continue;
		}
		if (b == '\\') {
			r += "\\\\";
			i++;
			continue;
		}
		if (b < 0x80) {
			r += static_cast<char>(b);
			i++;
			continue;
		}
		// A UTF-8 sequence: its length, its code point, and whether it is
		// well formed (no overlong form, no surrogate, at most U+10FFFF).
		std::size_t len = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
		std::uint32_t cp = len == 2 ? b & 0x1f : len == 3 ? b & 0x0f : b & 0x07;
		bool ok = len != 0 && i + len <= n;
		for (std::size_t k = 1; ok && k < len; k++) {
			ok = (u[i + k] & 0xc0) == 0x80;
			cp = (cp << 6) | (u[i + k] & 0x3f);
		}
		ok = ok && !(len == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) &&
			 !(len == 4 && (cp < 0x10000 || cp > 0x10ffff));
		if (!ok) {
			escape(b);	// not UTF-8: this byte, then go on with the next
			i++;
			continue;
		}
		if (i + len > limit) {
			break;	// a character that does not fit before the cut
		}
		const bool control = (cp >= 0x80 && cp <= 0x9f) || cp == 0x061c || cp == 0x200e || cp == 0x200f ||
							 (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
		for (std::size_t k = 0; k < len; k++) {
			if (control) {
				escape(u[i + k]);
			} else {
				r += static_cast<char>(u[i + k]);
			}
		}
		i += len;
	}
	if (cut) {
		r += "...";
	}
	return r;
}

std::string InputError(core_type kind, const std::string &text, core_status st, std::size_t pos) {
	const core_messages &m = core_message_table[kind];
	char buf[256];
	// A byte outside the alphabet: shown as the character if printable ASCII.
	auto at = [&](const char *char_fmt, const char *byte_fmt) {
		const char c = pos < text.size() ? text[pos] : '\0';
		const unsigned char u = static_cast<unsigned char>(c);
		if (u < 0x20 || u >= 0x7f) {
			std::snprintf(buf, sizeof(buf), byte_fmt, u, static_cast<int>(pos + 1));
		} else {
			std::snprintf(buf, sizeof(buf), char_fmt, 1, &c, static_cast<int>(pos + 1));
		}
		return std::string(buf);
	};
	switch (st) {
		case CORE_ERR_LENGTH:
			std::snprintf(buf, sizeof(buf), m.length, static_cast<int>(text.size()));
			return buf;
		case CORE_ERR_CHAR:
			return at(CORE_MSG_BAD_CHAR, CORE_MSG_BAD_BYTE);
		case CORE_ERR_OVERFLOW:
			return m.overflow != nullptr ? m.overflow : "invalid";
		case CORE_ERR_UUID_FORM:
			if (pos >= text.size()) {
				return CORE_MSG_UUID_SHORT;
			}
			return at(CORE_MSG_UUID_BAD_CHAR, CORE_MSG_UUID_BAD_BYTE);
		default:
			return "invalid";
	}
}

void FormatUuid(const std::uint8_t in[ULID_BINARY_LEN], char out[36]) {
	static const char kHex[] = "0123456789abcdef";
	int o = 0;
	for (int i = 0; i < ULID_BINARY_LEN; i++) {
		if (i == 4 || i == 6 || i == 8 || i == 10) {
			out[o++] = '-';
		}
		out[o++] = kHex[in[i] >> 4];
		out[o++] = kHex[in[i] & 0xF];
	}
}

core_status Monotonic::Next(std::uint64_t now, std::uint8_t *id, std::int64_t *flake) {
	if (kind_ == CORE_TYPE_FLAKE) {
		std::uint8_t b[FLAKE_GEN_RANDOM_LEN];  // the step, then a new millisecond's field
		fill_(b, sizeof(b));
		return flake_core_next(&state_, now, FLAKE_NO_NODE, UINT64_MAX, b, flake, nullptr, nullptr);
	}
	// ULID and BaseUID: the random bytes are replaced once the generator took them
	if (spent_) {
		fill_(random_, kind_ == CORE_TYPE_BASEUID ? BASEUID_RANDOM_LEN : ULID_RANDOM_LEN);
	}
	int used = 0;
	const core_status st =
		kind_ == CORE_TYPE_BASEUID
			? baseuid_core_next(&state_, now, random_, id, &used)
			: ulid_core_next(&state_, layout_, now, random_, id, &used);
	spent_ = used != 0;
	return st;
}

FlakeBatch::FlakeBatch(Fill fill) : fill_(fill), taken_((1u << FLAKE_RANDOM_BITS) / 64, 0) {}

core_status FlakeBatch::Next(std::uint64_t now, std::int64_t *flake) {
	constexpr std::uint32_t kField = 1u << FLAKE_RANDOM_BITS;
	std::uint64_t ms = now > ms_ ? now : ms_;
	if (ms == ms_ && given_.size() >= kField / 2) {
		ms = ms_ + 1;
	}
	if (ms != ms_) {
		for (const std::uint32_t v : given_) {
			taken_[v / 64] = 0;
		}
		given_.clear();
		ms_ = ms;
	}
	std::uint8_t b[4];
	fill_(b, sizeof(b));
	std::uint32_t v = ((static_cast<std::uint32_t>(b[0]) << 24) | (static_cast<std::uint32_t>(b[1]) << 16) |
					   (static_cast<std::uint32_t>(b[2]) << 8) | b[3]) &
					  (kField - 1);
	while (taken_[v / 64] >> (v % 64) & 1) {  // ends: at most half the field is taken
		v = (v + 1) & (kField - 1);
	}
	const core_status st = flake_core_from_time(ms_, v, FLAKE_NO_NODE, flake);
	if (st == CORE_OK) {
		taken_[v / 64] |= std::uint64_t{1} << (v % 64);
		given_.push_back(v);
	}
	return st;
}

std::string FromTimeStopped(std::uint64_t done, std::uint64_t n, core_status st) {
	char buf[256];
	std::snprintf(buf, sizeof(buf), CORE_MSG_CLI_FROM_TIME_STOPPED, static_cast<unsigned long long>(done),
				  static_cast<unsigned long long>(n),
				  st == CORE_ERR_RANDOM_OVERFLOW ? CORE_MSG_CLI_FROM_TIME_FULL : CORE_MSG_CLI_FROM_TIME_END);
	return buf;
}

const char *Uuidv7Field(const std::uint8_t in[ULID_BINARY_LEN]) {
	return ulid_core_is_uuidv7(in) ? "uuidv7" : "not-uuidv7";
}

}  // namespace ulid::cli
