package main

import (
	"log/slog"
	"net/http"
	"os"

	"github.com/acme/pricefeed/internal/api"
	"github.com/acme/pricefeed/internal/cache"
	"github.com/acme/pricefeed/internal/config"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load()
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}
	h := &api.QuoteHandler{
		Upstream: cfg.UpstreamURL,
		Cache:    cache.New(cfg.CacheTTL),
		Client:   &http.Client{},
		Timeout:  cfg.Timeout,
		Log:      log,
	}
	mux := http.NewServeMux()
	mux.Handle("/quotes/", h)
	log.Info("listening", "addr", cfg.Addr, "cache_ttl", cfg.CacheTTL.String())
	if err := http.ListenAndServe(cfg.Addr, mux); err != nil {
		log.Error("server", "err", err)
		os.Exit(1)
	}
}
