package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"

	apihttp "github.com/huanxin/order-svc/internal/http"
	"github.com/huanxin/order-svc/internal/store"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	pool, err := pgxpool.New(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		logger.Error("connect db", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	h := apihttp.NewHandler(store.NewOrderStore(pool), logger)
	addr := ":" + envOr("PORT", "8080")
	logger.Info("listening", "addr", addr)
	if err := http.ListenAndServe(addr, h.Routes()); err != nil {
		logger.Error("server stopped", "err", err)
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
