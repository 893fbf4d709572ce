package main

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/parcelpoint/tracking-api/internal/config"
	"github.com/parcelpoint/tracking-api/internal/ratelimit"
)

func getParcel(w http.ResponseWriter, r *http.Request) {
	code := chi.URLParam(r, "code")
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"code": code, "status": "in_transit"})
}

func main() {
	cfg := config.Load()
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	limiter := ratelimit.New(cfg.RatePerMinute, cfg.Burst)
	go limiter.Janitor(10 * time.Minute)

	r := chi.NewRouter()
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusOK)
		_, _ = w.Write([]byte("ok"))
	})
	r.Group(func(r chi.Router) {
		r.Use(limiter.Middleware)
		r.Get("/v1/parcels/{code}", getParcel)
	})
	logger.Info("listening", "addr", cfg.Addr)
	if err := http.ListenAndServe(cfg.Addr, r); err != nil {
		logger.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
