"""Shared pieces of the Python driver recipes (test/clients/*.py)."""
import os
import sys
import uuid

# one id, three spellings: the ULID, its uuid form, and a uuid.UUID
ULID = "01ARYZ6S41TSV4RRFFQ69G5FAV"
UUID_TEXT = "01563df3-6481-d676-4c61-efb99302bd5b"
UUID = uuid.UUID(UUID_TEXT)

# Crockford base32 of 16 bytes: the 26-character ULID of a uuid.UUID
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def ulid_text(u):
    n = u.int
    return "".join(ALPHABET[(n >> (125 - 5 * i)) & 31] for i in range(26))


def uuid_of(text):
    n = 0
    for c in text.upper():
        n = n * 32 + ALPHABET.index(c)
    return uuid.UUID(int=n)


assert ulid_text(UUID) == ULID and uuid_of(ULID) == UUID

DSN = "host={} port={} user={} dbname={}".format(
    os.environ.get("PGHOST", "/tmp"), os.environ.get("PGPORT", "5432"),
    os.environ.get("PGUSER", "postgres"), os.environ.get("PGDATABASE", "postgres"))

failures = 0


def check(what, cond, detail=""):
    global failures
    if cond:
        print("ok - " + what)
    else:
        failures += 1
        print("not ok - {} {}".format(what, detail))


def time_ordered(rows):
    """rows: (id text, n) in the order of ORDER BY id, n counting the rows in
    the order they were created.  With gen_random_ulid() ids sort by creation
    time to the millisecond (the first 10 characters), and in random order
    within one: true when the ids are strictly increasing and, sorted by
    (millisecond, n), the n run 1, 2, ... (no row of a later millisecond sorts
    before one of an earlier millisecond)."""
    ids = [r[0] for r in rows]
    return (all(a < b for a, b in zip(ids, ids[1:])) and
            [r[1] for r in sorted(rows, key=lambda r: (r[0][:10], r[1]))] == list(range(1, len(rows) + 1)))


def done():
    sys.exit(1 if failures else 0)
