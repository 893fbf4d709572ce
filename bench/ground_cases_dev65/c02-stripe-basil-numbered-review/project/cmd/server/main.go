package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"time"

	"example.com/billing-svc/internal/config"
	"example.com/billing-svc/internal/store"
	"example.com/billing-svc/internal/stripehook"
)

func main() {
	cfg := config.FromEnv()
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	st, err := store.Open(context.Background(), cfg.DatabaseURL)
	if err != nil {
		logger.Error("open store", "err", err)
		os.Exit(1)
	}
	mux := http.NewServeMux()
	mux.Handle("POST /webhooks/stripe", &stripehook.Handler{Secret: cfg.WebhookSecret, Store: st, Log: logger})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	srv := &http.Server{Addr: cfg.Addr, Handler: mux, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}
	logger.Info("listening", "addr", cfg.Addr)
	if err := srv.ListenAndServe(); err != nil {
		logger.Error("server", "err", err)
	}
}
