package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/loopfreight/trackhooks/internal/carrier"
	"github.com/loopfreight/trackhooks/internal/store"
)

func main() {
	pool, err := pgxpool.New(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer pool.Close()

	h := &carrier.WebhookHandler{
		Secret:    []byte(os.Getenv("CARRIER_WEBHOOK_SECRET")),
		Shipments: store.NewShipments(pool),
	}
	mux := http.NewServeMux()
	mux.Handle("POST /hooks/carrier", h)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })

	addr := ":" + envOr("PORT", "8080")
	log.Printf("trackhooks listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
