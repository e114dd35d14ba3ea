// generate.cpp: the verbs that make ids, `new`, `monotonic` and
// `from-time` (tool.hpp).
#include <cstdio>
#include <cstdlib>

#include "cli/tool.hpp"

namespace ulid::cli {
namespace {

// A generator's status other than CORE_OK, on standard error; exit 1.
[[noreturn]] void Fail(const char *what, core_status st) {
	std::fprintf(stderr, "ulid: %s (%s)\n", what,
				 st == CORE_ERR_TIME_RANGE ? "the clock is outside the range of the id's timestamps"
										   : "the random part cannot be incremented further in this millisecond");
	std::exit(1);
}

// ---- printing one id --------------------------------------------------------

// An id with a uuid form (ULID; BaseUID's UUIDv8 form): its text, its uuid,
// or both as {"KEY":"text","uuid":"..."}.
void PutWithUuid(const char *key, const char *text, std::size_t len, const char uuid[36], Format f) {
	switch (f) {
		case Format::kText:
			out.Put(text, len);
			break;
		case Format::kUuid:
			out.Put(uuid, 36);
			break;
		case Format::kJson:
			out.Put("{\"");
			out.Put(key);
			out.Put("\":\"");
			out.Put(text, len);
			out.Put("\",\"uuid\":\"");
			out.Put(uuid, 36);
			out.Put("\"}");
			break;
	}
	out.Char('\n');
}

void PutUlid(const std::uint8_t id[ULID_BINARY_LEN], Format f) {
	char text[ULID_TEXT_LEN];
	char uuid[36];
	ulid_core_encode(id, text);
	FormatUuid(id, uuid);
	PutWithUuid("ulid", text, ULID_TEXT_LEN, uuid, f);
}

void PutFlake(std::int64_t id, Format f) {
	char text[FLAKE_TEXT_LEN];
	flake_core_encode(id, text);
	if (f == Format::kJson) {
		out.Put("{\"ulid_flake\":\"");
		out.Put(text, FLAKE_TEXT_LEN);
		out.Put("\",\"int\":");
		out.Num(static_cast<std::uint64_t>(id));
		out.Put("}\n");
		return;
	}
	out.Put(text, FLAKE_TEXT_LEN);
	out.Char('\n');
}

void PutBaseuid(const std::uint8_t id[BASEUID_BINARY_LEN], Format f) {
	char text[BASEUID_TEXT_LEN];
	char uuid[36];
	std::uint8_t uuid_bytes[BASEUID_UUID_LEN];
	baseuid_core_encode(id, text);
	baseuid_core_to_uuid(id, uuid_bytes);
	FormatUuid(uuid_bytes, uuid);
	PutWithUuid("baseuid", text, BASEUID_TEXT_LEN, uuid, f);
}

}  // namespace

int CmdNew(int argc, char **argv) {
	const Args a = ParseArgs(argc, argv, true, true);
	if (!a.positional.empty()) {
		Usage("new takes no arguments, got \"%s\"", a.positional[0]);
	}
	const std::uint64_t n = a.count.empty() ? 1 : Count(a.count, "-n");
	const Format f = FormatOf(a.format, !a.flake);
	FlakeBatch flakes(FillRandom);	// --flake: no id of this run twice
	for (std::uint64_t i = 0; i < n; i++) {
		if (a.kind == CORE_TYPE_BASEUID) {
			std::uint8_t random[BASEUID_RANDOM_LEN];
			std::uint8_t id[BASEUID_BINARY_LEN];
			rnd.Fill(random, sizeof(random));
			baseuid_core_from_time(NowBaseuidTime(), random, id);  // every tick fits
			PutBaseuid(id, f);
			continue;
		}
		const std::uint64_t ms = NowMs();
		if (a.flake) {
			std::int64_t id;
			const core_status st = flakes.Next(ms, &id);
			if (st != CORE_OK) {
				Fail("cannot make a Ulid-Flake id", st);
			}
			PutFlake(id, f);
		} else {
			std::uint8_t random[ULID_RANDOM_LEN];
			std::uint8_t id[ULID_BINARY_LEN];
			rnd.Fill(random, sizeof(random));
			const core_status st =	// as gen_random_ulid()
				ulid_core_from_clock(LayoutOf(a.uuidv7), UlidTickOfNs(NowNs()), random, id);
			if (st != CORE_OK) {
				Fail("cannot make a ULID", st);
			}
			PutUlid(id, f);
		}
	}
	return 0;
}

// One id of the monotonic generator at `now`, printed; its status.
core_status PutNext(Monotonic &gen, core_type kind, std::uint64_t now) {
	std::uint8_t id[ULID_BINARY_LEN];
	std::int64_t flake;
	const core_status st = gen.Next(now, id, &flake);
	if (st == CORE_OK) {
		if (kind == CORE_TYPE_FLAKE) {
			PutFlake(flake, Format::kText);
		} else if (kind == CORE_TYPE_BASEUID) {
			PutBaseuid(id, Format::kText);
		} else {
			PutUlid(id, Format::kText);
		}
	}
	return st;
}

int CmdMonotonic(int argc, char **argv) {
	const Args a = ParseArgs(argc, argv, false, false);
	if (a.positional.size() != 1) {
		Usage("monotonic takes one argument, the number of ids");
	}
	const std::uint64_t n = Count(a.positional[0], "N");
	Monotonic gen(a.kind, a.uuidv7, FillRandom);
	for (std::uint64_t i = 0; i < n; i++) {
		const core_status st = PutNext(gen, a.kind, a.kind == CORE_TYPE_BASEUID ? NowBaseuidTime()
											   : a.kind == CORE_TYPE_FLAKE ? NowMs() : UlidTickOfNs(NowNs()));
		if (st != CORE_OK) {
			out.Flush();
			Fail("monotonic generation stopped", st);
		}
	}
	return 0;
}

// from-time: the monotonic generator with its clock stopped at TIME, so N
// ids are distinct and strictly increasing whatever the kind (a ULID's random
// part counts up by 1 from a random start, a Ulid-Flake id's by 1..255 and
// runs on into the next milliseconds when its 20 bits are used up).
int CmdFromTime(int argc, char **argv) {
	const Args a = ParseArgs(argc, argv, false, false);
	if (a.positional.empty() || a.positional.size() > 2) {
		Usage("from-time takes a time and an optional count");
	}
	std::int64_t ms;
	std::string why;
	if (!ParseTime(a.positional[0], &ms, &why)) {
		std::fprintf(stderr, "ulid: invalid time \"%s\": %s\n", Shown(a.positional[0]).c_str(), why.c_str());
		return 2;
	}
	const std::uint64_t n = a.positional.size() == 2 ? Count(a.positional[1], "N") : 1;
	std::uint64_t now = static_cast<std::uint64_t>(ms);	 // ULID: checked by ParseTime
	if (a.kind == CORE_TYPE_BASEUID && baseuid_core_time_from_unix_us(now * 1000, &now) != CORE_OK) {
		std::fprintf(stderr, "ulid: invalid time \"%s\": BaseUID times range from "
							 "1970-01-01T00:00:00.000Z to 2262-04-11T23:47:16.854Z\n",
					 Shown(a.positional[0]).c_str());
		return 2;
	}
	if (a.kind == CORE_TYPE_FLAKE && (now < FLAKE_EPOCH_MS || now - FLAKE_EPOCH_MS > FLAKE_MAX_TIME)) {
		std::fprintf(stderr, "ulid: invalid time \"%s\": Ulid-Flake times range from "
							 "2024-01-01T00:00:00.000Z to 2302-09-27T15:10:22.207Z\n",
					 Shown(a.positional[0]).c_str());
		return 2;
	}
	Monotonic gen(a.kind, a.uuidv7, FillRandom);
	for (std::uint64_t i = 0; i < n; i++) {
		const core_status st = PutNext(gen, a.kind, a.kind == CORE_TYPE_ULID ? now << ULID_FRAC_BITS : now);
		if (st != CORE_OK) {
			out.Flush();
			std::fprintf(stderr, "ulid: %s\n", FromTimeStopped(i, n, st).c_str());
			return 1;
		}
	}
	return 0;
}

}  // namespace ulid::cli
