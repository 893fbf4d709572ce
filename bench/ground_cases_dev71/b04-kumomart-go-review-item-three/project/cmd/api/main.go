package main

import (
	"log"
	"net/http"
	"os"

	"github.com/kumo-mart/ordersvc/internal/httpapi"
	"github.com/kumo-mart/ordersvc/internal/inventory"
	"github.com/kumo-mart/ordersvc/internal/mail"
	"github.com/kumo-mart/ordersvc/internal/order"
	"github.com/kumo-mart/ordersvc/internal/payment"
)

func main() {
	store := order.NewMemoryStore()
	svc := &order.Service{
		Store:    store,
		Payments: payment.NewClient(os.Getenv("PAYMENT_API_KEY")),
		Stock:    inventory.NewMemory(),
		Mailer:   mail.NewLogMailer(log.Default()),
	}
	h := httpapi.New(svc)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /orders/{id}", h.GetOrder)
	mux.HandleFunc("POST /orders/{id}/cancel", h.CancelOrder)

	addr := ":8080"
	if v := os.Getenv("PORT"); v != "" {
		addr = ":" + v
	}
	log.Printf("listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}
