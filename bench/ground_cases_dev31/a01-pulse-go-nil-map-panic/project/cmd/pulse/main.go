package main

import (
	"flag"
	"log/slog"
	"net/http"
	"os"

	"github.com/northwind/pulse/internal/config"
	"github.com/northwind/pulse/internal/ingest"
	"github.com/northwind/pulse/internal/metrics"
)

func main() {
	path := flag.String("config", "config/pulse.yaml", "config file")
	flag.Parse()

	cfg, err := config.Load(*path)
	if err != nil {
		slog.Error("load config", "err", err)
		os.Exit(1)
	}
	level := slog.LevelInfo
	if cfg.LogLevel == "debug" {
		level = slog.LevelDebug
	}
	log := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: level}))

	reg := metrics.NewRegistryFromConfig(cfg.Metrics)
	mux := http.NewServeMux()
	mux.Handle("/ingest", &ingest.Handler{Metrics: reg, Log: log})
	mux.HandleFunc(cfg.Metrics.Path, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		_ = reg.WriteText(w)
	})

	srv := &http.Server{
		Addr:         cfg.Server.Addr,
		Handler:      mux,
		ReadTimeout:  cfg.Server.ReadTimeout,
		WriteTimeout: cfg.Server.WriteTimeout,
	}
	log.Info("listening", "addr", cfg.Server.Addr)
	if err := srv.ListenAndServe(); err != nil {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
