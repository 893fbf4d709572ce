package main

import (
	"database/sql"
	"flag"
	"log"
	"net/http"

	"example.com/catalog/internal/api"
	"example.com/catalog/internal/export"
	"example.com/catalog/internal/store"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	dsn := flag.String("dsn", "", "postgres DSN")
	flag.Parse()

	db, err := sql.Open("postgres", *dsn)
	if err != nil {
		log.Fatal(err)
	}
	items := store.NewItems(db)

	mux := http.NewServeMux()
	mux.Handle("/api/items", api.NewHandler(items))
	mux.Handle("/admin/export.csv", export.NewHandler(items))
	log.Printf("catalogd listening on %s", *addr)
	log.Fatal(http.ListenAndServe(*addr, mux))
}
