package main

import (
	"log/slog"
	"net/http"
	"os"

	"github.com/fernhill/checkout/internal/api"
	"github.com/fernhill/checkout/internal/ledger"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: logLevel()}))

	ledgerURL := os.Getenv("LEDGER_URL")
	if ledgerURL == "" {
		ledgerURL = "http://ledger-svc.internal:8080"
	}
	client := ledger.NewClient(ledgerURL, os.Getenv("LEDGER_TOKEN"))

	mux := http.NewServeMux()
	mux.Handle("POST /checkout", api.NewCheckoutHandler(client, logger))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	})

	addr := ":" + envOr("PORT", "8000")
	logger.Info("checkout listening", "addr", addr)
	if err := http.ListenAndServe(addr, mux); err != nil {
		logger.Error("server stopped", "err", err)
		os.Exit(1)
	}
}

func logLevel() slog.Level {
	if os.Getenv("LOG_LEVEL") == "debug" {
		return slog.LevelDebug
	}
	return slog.LevelInfo
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
