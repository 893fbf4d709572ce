package main

import (
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/kestrel-labs/quotad/internal/config"
	"github.com/kestrel-labs/quotad/internal/httpapi"
	"github.com/kestrel-labs/quotad/internal/ratelimit"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	cfg, err := config.Load()
	if err != nil {
		logger.Error("config", "err", err)
		os.Exit(1)
	}

	store := ratelimit.NewMemoryStore(time.Minute)
	limiter := ratelimit.New(store, cfg.QuotaLimit, cfg.Window())

	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           httpapi.Router(limiter, logger),
		ReadHeaderTimeout: 5 * time.Second,
	}
	logger.Info("listening", "addr", cfg.Addr, "limit", cfg.QuotaLimit, "window", cfg.Window().String())
	if err := srv.ListenAndServe(); err != nil {
		logger.Error("server", "err", err)
		os.Exit(1)
	}
}
