package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/lanshan/orderapi/internal/orders"
)

func main() {
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}

	store := orders.NewMemStore()
	orders.Seed(store)

	mux := http.NewServeMux()
	h := orders.NewHandler(store)
	mux.HandleFunc("GET /orders", h.List)
	mux.HandleFunc("GET /orders/{id}", h.Get)

	srv := &http.Server{
		Addr:              addr,
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("orderapi listening on %s", addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}
