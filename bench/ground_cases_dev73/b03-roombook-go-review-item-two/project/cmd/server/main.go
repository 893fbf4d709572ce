package main

import (
	"log"
	"net/http"
	"os"

	"github.com/kaigishitsu/roombook/internal/booking"
)

func main() {
	store := booking.NewMemoryStore()
	h := booking.NewHandler(store)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /rooms", h.ListRooms)
	mux.HandleFunc("POST /bookings", h.CreateBooking)
	mux.HandleFunc("POST /bookings/recurring", h.CreateRecurring)
	mux.HandleFunc("GET /rooms/{id}/calendar.ics", h.RoomCalendar)

	port := os.Getenv("PORT")
	if port == "" {
		port = "8080"
	}
	addr := ":" + port
	log.Printf("roombook listening on %s", addr)
	if err := http.ListenAndServe(addr, mux); err != nil {
		log.Fatal(err)
	}
}
