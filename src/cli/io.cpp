// io.cpp: the `ulid` program's output buffer, random bytes and clock
// (tool.hpp).
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "cli/tool.hpp"

namespace ulid::cli {

// ---- output: one buffer, written in large blocks --------------------------

Out out;

void Out::Put(const char *s, std::size_t n) {
	if (len_ + n > sizeof(buf_)) {
		Flush();
	}
	if (n > sizeof(buf_)) {
		Write(s, n);
		return;
	}
	std::memcpy(buf_ + len_, s, n);
	len_ += n;
}

void Out::Put(const char *s) { Put(s, std::strlen(s)); }

void Out::Num(std::uint64_t v) {
	char tmp[24];
	Put(tmp, static_cast<std::size_t>(std::snprintf(tmp, sizeof(tmp), "%llu", static_cast<unsigned long long>(v))));
}

void Out::Flush() {
	Write(buf_, len_);
	len_ = 0;
}

void Out::Write(const char *s, std::size_t n) {
	while (n > 0) {
		const ssize_t w = write(STDOUT_FILENO, s, n);
		if (w < 0) {
			if (errno == EINTR) {
				continue;
			}
			std::_Exit(errno == EPIPE ? 0 : 1);
		}
		s += w;
		n -= static_cast<std::size_t>(w);
	}
}

// ---- randomness: getrandom() in blocks -------------------------------------

Random rnd;

void Random::Fill(std::uint8_t *dst, std::size_t n) {
	while (n > 0) {
		if (pos_ == sizeof(buf_)) {
			Refill();
		}
		const std::size_t k = n < sizeof(buf_) - pos_ ? n : sizeof(buf_) - pos_;
		std::memcpy(dst, buf_ + pos_, k);
		std::memset(buf_ + pos_, 0, k);
		pos_ += k;
		dst += k;
		n -= k;
	}
}

void Random::Refill() {
	std::size_t got = 0;
	while (got < sizeof(buf_)) {
		const ssize_t r = getrandom(buf_ + got, sizeof(buf_) - got, 0);
		if (r < 0) {
			if (errno == EINTR) {
				continue;
			}
			std::fprintf(stderr, "ulid: could not read random bytes: %s\n", std::strerror(errno));
			std::exit(1);
		}
		got += static_cast<std::size_t>(r);
	}
	pos_ = 0;
}

void FillRandom(std::uint8_t *dst, std::size_t n) { rnd.Fill(dst, n); }

// ---- the clock -------------------------------------------------------------

std::uint64_t NowNs() {
	timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return static_cast<std::uint64_t>(ts.tv_sec) * 1000000000 + static_cast<std::uint64_t>(ts.tv_nsec);
}

std::uint64_t NowMs() { return NowNs() / 1000000; }

// The BaseUID time field (32.768 us tick) of the clock.
std::uint64_t NowBaseuidTime() {
	std::uint64_t time = 0;
	baseuid_core_time_from_unix_ns(NowNs(), &time);  // every clock reading before 2262 has one
	return time;
}

std::string Shown(const std::string &s) { return ShowInput(s, 80); }

}  // namespace ulid::cli
