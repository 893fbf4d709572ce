package main

import (
	"log"
	"net/http"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/hanamaru-tech/checkout/internal/checkout"
	"github.com/hanamaru-tech/checkout/internal/config"
	"github.com/hanamaru-tech/checkout/internal/httpapi"
	"github.com/hanamaru-tech/checkout/internal/inventory"
	"github.com/hanamaru-tech/checkout/internal/payments"
)

func main() {
	cfg := config.Load()
	conn, err := grpc.NewClient(cfg.InventoryAddr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		log.Fatalf("inventory dial: %v", err)
	}
	defer conn.Close()
	inv := inventory.NewClient(conn, cfg.InventoryTimeout, inventory.DefaultRetry)
	svc := checkout.NewService(inv, payments.New(cfg.PaymentsURL))
	log.Printf("checkout listening on %s", cfg.HTTPAddr)
	log.Fatal(http.ListenAndServe(cfg.HTTPAddr, httpapi.New(svc)))
}
