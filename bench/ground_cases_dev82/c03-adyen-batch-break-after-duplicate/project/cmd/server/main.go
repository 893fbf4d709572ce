package main

import (
	"log"
	"log/slog"
	"net/http"
	"os"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/lumenpay/settle/internal/adyen"
	"github.com/lumenpay/settle/internal/config"
	"github.com/lumenpay/settle/internal/ledger"
	"github.com/lumenpay/settle/internal/store"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatal(err)
	}
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	db, err := store.Open(cfg.DatabaseURL)
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("POST /webhooks/adyen", http.MaxBytesHandler(&adyen.Handler{
		HMACKey: cfg.AdyenHMACKey,
		Store:   db,
		Ledger:  ledger.NewMemory(),
		Log:     logger,
	}, cfg.MaxBodyBytes))
	mux.Handle("GET /metrics", promhttp.Handler())
	logger.Info("listening", "addr", cfg.ListenAddr)
	log.Fatal(http.ListenAndServe(cfg.ListenAddr, mux))
}
