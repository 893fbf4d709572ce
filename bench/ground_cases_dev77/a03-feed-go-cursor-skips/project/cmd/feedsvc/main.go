package main

import (
	"context"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/pinwheel/feedsvc/internal/api"
	"github.com/pinwheel/feedsvc/internal/store"
)

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer pool.Close()

	srv := &http.Server{
		Addr:              ":" + envOr("PORT", "8080"),
		Handler:           api.NewRouter(store.New(pool), pool),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("feedsvc listening on %s", srv.Addr)
	log.Fatal(srv.ListenAndServe())
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
