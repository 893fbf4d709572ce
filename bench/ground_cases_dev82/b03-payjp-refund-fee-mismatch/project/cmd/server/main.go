package main

import (
	"log/slog"
	"net/http"
	"os"

	"github.com/kaede-shop/payments/internal/payjp"
	"github.com/kaede-shop/payments/internal/refund"
)

func main() {
	level := slog.LevelInfo
	if err := level.UnmarshalText([]byte(os.Getenv("LOG_LEVEL"))); err != nil && os.Getenv("LOG_LEVEL") != "" {
		slog.Warn("unknown LOG_LEVEL, using info", "value", os.Getenv("LOG_LEVEL"))
	}
	logger := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: level}))
	slog.SetDefault(logger)

	client := payjp.NewClient(os.Getenv("PAYJP_SECRET_KEY"))
	svc := refund.NewService(client)

	mux := http.NewServeMux()
	mux.HandleFunc("POST /admin/charges/{id}/refunds", svc.HandleRefund)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})

	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	slog.Info("listening", "addr", addr)
	if err := http.ListenAndServe(addr, mux); err != nil {
		slog.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
