package main

import (
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"

	"github.com/hoshino-ec/cartapi/internal/cart"
)

func main() {
	r := chi.NewRouter()
	h := cart.NewHandler(cart.NewMemoryStore())
	r.Get("/carts/{id}", h.Get)
	r.Post("/carts/{id}/coupons", h.ApplyCoupon)

	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	log.Printf("listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, r))
}
