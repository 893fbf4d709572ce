package main

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/parcelhub/holdsvc/internal/config"
	"github.com/parcelhub/holdsvc/internal/hold"
	"github.com/parcelhub/holdsvc/internal/metrics"
	"github.com/parcelhub/holdsvc/internal/store"
)

var version = "dev"

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	log.Info("starting holdsvc", "version", version)

	cfg, err := config.Load()
	if err != nil {
		log.Error("load config", "error", err.Error())
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Error("open database", "error", err.Error())
		os.Exit(1)
	}
	defer db.Close()

	reg := prometheus.NewRegistry()
	metrics.Register(reg)

	svc := hold.NewService(db, cfg.HoldTTL, cfg.MaxHoldQty, store.NewID)
	go func() {
		t := time.NewTicker(cfg.SweepEvery)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if n := svc.Sweep(ctx); n > 0 {
					log.Info("released expired holds", "count", n)
				}
			}
		}
	}()

	go func() {
		_ = http.ListenAndServe(cfg.MetricsAddr, promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
	}()

	srv := &http.Server{Addr: cfg.ListenAddr, Handler: hold.Routes(svc), ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	log.Info("listening", "addr", cfg.ListenAddr, "hold_ttl", cfg.HoldTTL.String())
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Error("serve", "error", err.Error())
		os.Exit(1)
	}
}
