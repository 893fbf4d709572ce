package main

import (
	"log"
	"net"
	"os"
	"time"

	shipmentv1 "github.com/lanshan/shipment/gen/shipment/v1"
	"github.com/lanshan/shipment/internal/inventory"
	"github.com/lanshan/shipment/internal/server"
	"google.golang.org/grpc"
)

func main() {
	addr := envOr("LISTEN_ADDR", ":9090")
	timeout, err := time.ParseDuration(envOr("INVENTORY_TIMEOUT", "800ms"))
	if err != nil {
		log.Fatalf("INVENTORY_TIMEOUT: %v", err)
	}
	inv, err := inventory.Dial(envOr("INVENTORY_ADDR", "inventory:9090"), timeout)
	if err != nil {
		log.Fatal(err)
	}
	defer inv.Close()

	lis, err := net.Listen("tcp", addr)
	if err != nil {
		log.Fatal(err)
	}
	g := grpc.NewServer()
	shipmentv1.RegisterShipmentServiceServer(g, server.New(server.NewMemStore(), inv))
	log.Printf("shipmentd listening on %s", addr)
	log.Fatal(g.Serve(lis))
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
