package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/hollis-co/roomie/internal/booking"
	"github.com/hollis-co/roomie/internal/httpapi"
)

func main() {
	loc, err := time.LoadLocation(envOr("ROOMIE_TZ", "Europe/Amsterdam"))
	if err != nil {
		log.Fatalf("load tz: %v", err)
	}
	store := booking.NewStore()
	for _, room := range []string{"Kepler", "Tycho", "Brahe", "Huygens"} {
		store.AddRoom(room)
	}
	srv := &http.Server{
		Addr:              envOr("ROOMIE_ADDR", ":8080"),
		Handler:           httpapi.New(store, loc),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("roomie listening on %s", srv.Addr)
	log.Fatal(srv.ListenAndServe())
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
