package main

import (
	"database/sql"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/hiro-t/kakeibo/internal/csvimport"
	"github.com/hiro-t/kakeibo/internal/ledger"
	_ "modernc.org/sqlite"
)

func main() {
	if len(os.Args) < 3 || os.Args[1] != "import" {
		fmt.Fprintln(os.Stderr, "usage: kakeibo import FILE.csv")
		os.Exit(2)
	}
	f, err := os.Open(os.Args[2])
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	entries, err := csvimport.Import(f)
	if err != nil {
		log.Fatal(err)
	}
	home, _ := os.UserHomeDir()
	db, err := sql.Open("sqlite", filepath.Join(home, ".kakeibo.db"))
	if err != nil {
		log.Fatal(err)
	}
	l, err := ledger.Open(db)
	if err != nil {
		log.Fatal(err)
	}
	if err := l.Insert(entries); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d 件取り込みました\n", len(entries))
}
