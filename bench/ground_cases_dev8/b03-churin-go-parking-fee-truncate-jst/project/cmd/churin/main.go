package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/rinkai-kosha/churin/internal/api"
	"github.com/rinkai-kosha/churin/internal/store"
)

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer pool.Close()

	h := &api.Handler{Store: store.New(pool)}
	addr := ":" + envOr("PORT", "8080")
	log.Printf("churin listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, api.Router(h)))
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
