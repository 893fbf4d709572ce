package main

import (
	"context"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/ledgerly/orders-svc/internal/api"
	"github.com/ledgerly/orders-svc/internal/store"
)

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer pool.Close()

	h := api.NewOrdersHandler(store.NewOrderStore(pool))
	mux := http.NewServeMux()
	mux.Handle("GET /orders", api.WithAccount(http.HandlerFunc(h.List)))
	mux.Handle("GET /orders/{id}", api.WithAccount(http.HandlerFunc(h.Get)))

	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Printf("listening on %s", srv.Addr)
	log.Fatal(srv.ListenAndServe())
}
