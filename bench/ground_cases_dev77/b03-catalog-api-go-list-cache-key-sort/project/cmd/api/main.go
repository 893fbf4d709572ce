package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"

	"github.com/hanabi-shop/catalog-api/internal/cache"
	"github.com/hanabi-shop/catalog-api/internal/handler"
	"github.com/hanabi-shop/catalog-api/internal/store"
)

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		slog.Error("db connect", "err", err)
		os.Exit(1)
	}
	rdb := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})

	h := handler.New(store.New(pool), cache.New(rdb, 10*time.Minute))
	r := chi.NewRouter()
	r.Get("/products", h.List)
	r.Get("/products/{id}", h.Get)
	r.Put("/products/{id}", h.Update)

	slog.Info("listening", "addr", ":8080")
	if err := http.ListenAndServe(":8080", r); err != nil {
		slog.Error("server", "err", err)
	}
}
