package main

import (
	"log"
	"net/http"
	"os"

	"example.com/notify/internal/api"
	"example.com/notify/internal/store"
)

func main() {
	st, err := store.Open(os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("open store: %v", err)
	}
	h := api.NewHandler(st)
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	log.Printf("listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, h.Routes()))
}
