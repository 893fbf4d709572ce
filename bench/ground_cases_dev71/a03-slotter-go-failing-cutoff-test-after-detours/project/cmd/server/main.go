package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/freshbox/slotter/internal/api"
	"github.com/freshbox/slotter/internal/slots"
)

func main() {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		log.Fatalf("load location: %v", err)
	}
	planner := slots.NewPlanner(loc, 14)
	store := slots.NewMemoryBookings()
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8086"
	}
	log.Printf("slotter listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, api.Router(planner, store)))
}
