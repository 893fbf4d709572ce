package main

import (
	"flag"
	"log"
	"net/http"

	"github.com/hollis/shortlink/internal/handler"
	"github.com/hollis/shortlink/internal/store"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	flag.Parse()

	st := store.NewMemory()
	mux := http.NewServeMux()
	mux.Handle("/api/links", handler.NewCreate(st))
	mux.Handle("/", handler.NewRedirect(st))

	log.Printf("shortlink listening on %s", *addr)
	log.Fatal(http.ListenAndServe(*addr, mux))
}
