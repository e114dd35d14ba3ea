// pgx v4: ulid registered as a uuid-coded type (same 16 bytes, binary
// protocol); pgtype.UUID values into a ulid column; = ANY with a slice;
// CopyFrom; the SQLSTATE of invalid input.
package main

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"os"

	"github.com/jackc/pgconn"
	"github.com/jackc/pgtype"
	"github.com/jackc/pgx/v4"
)

var failures int

func check(what string, ok bool, detail interface{}) {
	if ok {
		fmt.Println("ok - " + what)
	} else {
		failures++
		fmt.Printf("not ok - %s %v\n", what, detail)
	}
}

func main() {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, fmt.Sprintf("host=%s port=%s user=%s dbname=%s",
		os.Getenv("PGHOST"), os.Getenv("PGPORT"), os.Getenv("PGUSER"), os.Getenv("PGDATABASE")))
	if err != nil {
		fmt.Println("not ok - connect:", err)
		os.Exit(1)
	}
	defer conn.Close(ctx)
	must := func(err error) {
		if err != nil {
			fmt.Println("not ok -", err)
			os.Exit(1)
		}
	}
	_, err = conn.Exec(ctx, "CREATE EXTENSION IF NOT EXISTS ulid")
	must(err)
	_, err = conn.Exec(ctx, "DROP TABLE IF EXISTS c_pgx")
	must(err)
	_, err = conn.Exec(ctx, "CREATE TABLE c_pgx (id ulid PRIMARY KEY DEFAULT gen_random_ulid(), n int)")
	must(err)
	// an unregistered type comes back in text format: it scans into a string
	var newID string
	must(conn.QueryRow(ctx, "INSERT INTO c_pgx (n) VALUES (1) RETURNING id").Scan(&newID))
	check("unregistered: DEFAULT gen_random_ulid() scans into a string, no cast", len(newID) == 26, newID)

	// ulid has uuid's binary form: register it with pgtype.UUID's codec
	var oid uint32
	must(conn.QueryRow(ctx, "SELECT 'ulid'::regtype::oid").Scan(&oid))
	conn.ConnInfo().RegisterDataType(pgtype.DataType{Value: &pgtype.UUID{}, Name: "ulid", OID: oid})

	u := pgtype.UUID{Bytes: [16]byte{0x01, 0x56, 0x3d, 0xf3, 0x64, 0x81, 0xd6, 0x76, 0x4c, 0x61, 0xef, 0xb9, 0x93, 0x02, 0xbd, 0x5b}, Status: pgtype.Present}
	_, err = conn.Exec(ctx, "INSERT INTO c_pgx (id, n) VALUES ($1, 2)", u)
	must(err)
	var text string
	must(conn.QueryRow(ctx, "SELECT id::text FROM c_pgx WHERE n = 2").Scan(&text))
	check("a pgtype.UUID into ulid", text == "01ARYZ6S41TSV4RRFFQ69G5FAV", text)
	var back pgtype.UUID
	must(conn.QueryRow(ctx, "SELECT id FROM c_pgx WHERE n = 2").Scan(&back))
	check("scanning ulid into pgtype.UUID (binary)", back.Bytes == u.Bytes, back)
	var count int
	must(conn.QueryRow(ctx, "SELECT count(*) FROM c_pgx WHERE id = ANY($1::uuid[])", []pgtype.UUID{u}).Scan(&count))
	check("= ANY($1) with a slice of pgtype.UUID", count == 1, count)
	var arr []string
	must(conn.QueryRow(ctx, "SELECT array_agg(id ORDER BY id)::text[] FROM c_pgx").Scan(&arr))
	check("ulid[] as text[] into []string", len(arr) == 2, arr)

	rows := make([][]interface{}, 1000)
	for i := range rows {
		var b [16]byte
		_, _ = rand.Read(b[:])
		rows[i] = []interface{}{pgtype.UUID{Bytes: b, Status: pgtype.Present}, int32(100 + i)}
	}
	n, err := conn.CopyFrom(ctx, pgx.Identifier{"c_pgx"}, []string{"id", "n"}, pgx.CopyFromRows(rows))
	must(err)
	must(conn.QueryRow(ctx, "SELECT count(*) FROM c_pgx WHERE n >= 100").Scan(&count))
	check("CopyFrom (binary COPY) of 1000 ids", n == 1000 && count == 1000, count)

	_, err = conn.Exec(ctx, "SELECT $1::text::ulid", "not-a-ulid")
	var pgErr *pgconn.PgError
	check("invalid input raises 22P02", errors.As(err, &pgErr) && pgErr.Code == "22P02", err)
	_, err = conn.Exec(ctx, "DROP TABLE c_pgx")
	must(err)
	if failures > 0 {
		os.Exit(1)
	}
}
