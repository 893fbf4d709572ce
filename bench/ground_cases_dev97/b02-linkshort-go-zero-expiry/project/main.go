package main

import (
	"database/sql"
	"flag"
	"log"
	"net/http"
	"time"

	_ "github.com/mattn/go-sqlite3"

	"github.com/hiro-t/linkshort/internal/handler"
	"github.com/hiro-t/linkshort/internal/stats"
	"github.com/hiro-t/linkshort/internal/store"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	dsn := flag.String("db", "links.db", "sqlite path")
	flag.Parse()

	db, err := sql.Open("sqlite3", *dsn)
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	st := store.New(db)
	counter := stats.NewCounter()
	h := handler.New(st, counter)

	srv := &http.Server{
		Addr:              *addr,
		Handler:           h.Routes(),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("listening on %s", *addr)
	log.Fatal(srv.ListenAndServe())
}
