package main

import (
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/tallyhq/hookrelay/internal/config"
	"github.com/tallyhq/hookrelay/internal/metrics"
	"github.com/tallyhq/hookrelay/internal/webhooks"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	logger := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: cfg.LogLevel}))
	slog.SetDefault(logger)

	reg := metrics.NewRegistry()
	h := webhooks.NewHandler(cfg, &http.Client{Timeout: cfg.ForwardTimeout})

	r := chi.NewRouter()
	r.Use(metrics.Instrument)
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	r.Get("/readyz", h.Ready)
	r.Post("/hooks/{provider}/{endpointID}", h.Receive)

	go func() {
		mux := http.NewServeMux()
		mux.Handle("/metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
		_ = http.ListenAndServe(cfg.MetricsAddr, mux)
	}()

	srv := &http.Server{Addr: cfg.Addr, Handler: r, ReadHeaderTimeout: 5 * time.Second}
	slog.Info("listening", "addr", cfg.Addr)
	if err := srv.ListenAndServe(); err != nil {
		slog.Error("server", "err", err)
		os.Exit(1)
	}
}
