package main

import (
	"context"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/qiantu/hookrelay/internal/config"
	"github.com/qiantu/hookrelay/internal/delivery"
)

func main() {
	configPath := flag.String("config", "config/worker.yaml", "path to the worker config")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load(*configPath)
	if err != nil {
		log.Error("load config", "err", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	pool, err := pgxpool.New(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Error("connect", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	w := &delivery.Worker{
		Store:        delivery.NewStore(pool),
		Client:       &http.Client{Timeout: cfg.HTTPTimeout},
		Policy:       delivery.Policy{Base: cfg.Retry.Base, Max: cfg.Retry.Max, Jitter: cfg.Retry.Jitter},
		MaxAttempts:  cfg.Retry.MaxAttempts,
		TTL:          cfg.Retry.TTL,
		PollInterval: cfg.PollInterval,
		BatchSize:    cfg.BatchSize,
		Log:          log,
	}
	log.Info("worker started", "batch", cfg.BatchSize, "poll", cfg.PollInterval.String())
	if err := w.Run(ctx); err != nil && ctx.Err() == nil {
		log.Error("worker stopped", "err", err)
		os.Exit(1)
	}
}
