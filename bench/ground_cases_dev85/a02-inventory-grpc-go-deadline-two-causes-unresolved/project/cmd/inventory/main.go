package main

import (
	"context"
	"log"
	"net"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/grpc"

	inventoryv1 "github.com/harbor-retail/inventory/gen/inventory/v1"
	"github.com/harbor-retail/inventory/internal/server"
	"github.com/harbor-retail/inventory/internal/store"
)

func main() {
	pool, err := pgxpool.New(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer pool.Close()

	lis, err := net.Listen("tcp", ":9090")
	if err != nil {
		log.Fatalf("listen: %v", err)
	}
	s := grpc.NewServer()
	inventoryv1.RegisterInventoryServer(s, server.New(store.New(pool)))
	log.Printf("inventory listening on %s", lis.Addr())
	if err := s.Serve(lis); err != nil {
		log.Fatal(err)
	}
}
