package main

import (
	"database/sql"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/souko-lab/inventory-api/internal/handler"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		logger.Error("open db", "err", err)
		os.Exit(1)
	}
	db.SetMaxOpenConns(10)
	db.SetConnMaxIdleTime(5 * time.Minute)

	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Recoverer)
	handler.NewStockHandler(db, logger).Routes(r)

	addr := ":" + envOr("PORT", "8080")
	logger.Info("listening", "addr", addr)
	if err := http.ListenAndServe(addr, r); err != nil {
		logger.Error("server stopped", "err", err)
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
