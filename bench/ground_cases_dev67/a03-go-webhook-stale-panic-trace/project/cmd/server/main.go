package main

import (
	"log/slog"
	"net/http"
	"os"

	"github.com/fernhill/notify/internal/config"
	"github.com/fernhill/notify/internal/handler"
	"github.com/fernhill/notify/internal/store"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	st := store.NewMemory()
	mux := http.NewServeMux()
	mux.Handle("POST /webhooks/{source}", &handler.Webhook{
		Store:  st,
		Client: &http.Client{Timeout: cfg.DeliveryTimeout},
		Log:    slog.Default(),
	})
	slog.Info("listening", "addr", cfg.Addr)
	if err := http.ListenAndServe(cfg.Addr, mux); err != nil {
		slog.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
