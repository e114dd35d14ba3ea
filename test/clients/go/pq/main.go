// lib/pq with database/sql: strings both ways (uuid text is accepted as
// ulid input), pq.Array for = ANY, pq.CopyIn for bulk loads, *pq.Error codes.
package main

import (
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"os"

	"github.com/lib/pq"
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

func uuidText(b [16]byte) string {
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

func main() {
	db, err := sql.Open("postgres", fmt.Sprintf("host=%s port=%s user=%s dbname=%s sslmode=disable",
		os.Getenv("PGHOST"), os.Getenv("PGPORT"), os.Getenv("PGUSER"), os.Getenv("PGDATABASE")))
	must := func(err error) {
		if err != nil {
			fmt.Println("not ok -", err)
			os.Exit(1)
		}
	}
	must(err)
	defer db.Close()
	_, err = db.Exec("CREATE EXTENSION IF NOT EXISTS ulid")
	must(err)
	_, err = db.Exec("DROP TABLE IF EXISTS c_pq")
	must(err)
	_, err = db.Exec("CREATE TABLE c_pq (id ulid PRIMARY KEY DEFAULT gen_random_ulid(), n int)")
	must(err)
	var newID string
	must(db.QueryRow("INSERT INTO c_pq (n) VALUES (1) RETURNING id").Scan(&newID))
	check("DEFAULT gen_random_ulid() scans into a string", len(newID) == 26, newID)
	_, err = db.Exec("INSERT INTO c_pq (id, n) VALUES ($1, 2)", "01563df3-6481-d676-4c61-efb99302bd5b")
	must(err)
	var text string
	must(db.QueryRow("SELECT id FROM c_pq WHERE n = 2").Scan(&text))
	check("a uuid string into ulid", text == "01ARYZ6S41TSV4RRFFQ69G5FAV", text)
	var count int
	must(db.QueryRow("SELECT count(*) FROM c_pq WHERE id = ANY($1::ulid[])", pq.Array([]string{text, newID})).Scan(&count))
	check("= ANY($1::ulid[]) with pq.Array", count == 2, count)
	var arr []string
	must(db.QueryRow("SELECT array_agg(id ORDER BY id) FROM c_pq").Scan(pq.Array(&arr)))
	check("ulid[] into pq.Array(&[]string)", len(arr) == 2, arr)

	txn, err := db.Begin()
	must(err)
	stmt, err := txn.Prepare(pq.CopyIn("c_pq", "id", "n"))
	must(err)
	for i := 0; i < 1000; i++ {
		var b [16]byte
		_, _ = rand.Read(b[:])
		_, err = stmt.Exec(uuidText(b), 100+i)
		must(err)
	}
	_, err = stmt.Exec()
	must(err)
	must(stmt.Close())
	must(txn.Commit())
	must(db.QueryRow("SELECT count(*) FROM c_pq WHERE n >= 100").Scan(&count))
	check("pq.CopyIn of 1000 uuid-formatted ids", count == 1000, count)

	_, err = db.Exec("SELECT $1::text::ulid", "not-a-ulid")
	var pqErr *pq.Error
	check("invalid input raises 22P02", errors.As(err, &pqErr) && pqErr.Code == "22P02", err)
	_, err = db.Exec("DROP TABLE c_pq")
	must(err)
	if failures > 0 {
		os.Exit(1)
	}
}
