package main

import (
	"log/slog"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"

	"github.com/lvye-shop/checkout/internal/checkout"
	"github.com/lvye-shop/checkout/internal/coupon"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	coupons := coupon.NewMemoryStore()
	h := checkout.NewHandler(coupons, logger)

	r := chi.NewRouter()
	r.Post("/api/checkout/quote", h.Quote)
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusOK)
	})

	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	logger.Info("checkout listening", "addr", addr)
	if err := http.ListenAndServe(addr, r); err != nil {
		logger.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
