package main

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"os"

	"github.com/kaede-shop/checkout-api/internal/checkout"
	"github.com/kaede-shop/checkout-api/internal/config"
	"github.com/kaede-shop/checkout-api/internal/pricing"
)

func main() {
	cfg, err := config.Load(os.Getenv("APP_ENV"))
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	svc := &checkout.Service{Pricing: pricing.NewClient(cfg.Pricing.BaseURL, cfg.Pricing.Timeout)}

	http.HandleFunc("POST /carts/{id}/totals", func(w http.ResponseWriter, r *http.Request) {
		var lines []pricing.LineItem
		if err := json.NewDecoder(r.Body).Decode(&lines); err != nil {
			http.Error(w, "bad body", http.StatusBadRequest)
			return
		}
		t, err := svc.Totals(r.Context(), r.PathValue("id"), lines)
		if err != nil {
			slog.Error("quote failed", "err", err, "cart", r.PathValue("id"))
			http.Error(w, "pricing unavailable", http.StatusBadGateway)
			return
		}
		json.NewEncoder(w).Encode(t)
	})
	slog.Info("listening", "addr", cfg.Listen, "env", cfg.Env)
	http.ListenAndServe(cfg.Listen, nil)
}
