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

	"github.com/lumenpay/hookrelay/internal/config"
	"github.com/lumenpay/hookrelay/internal/delivery"
	"github.com/lumenpay/hookrelay/internal/store"
)

func main() {
	cfgPath := flag.String("config", "config.yaml", "path to the config file")
	flag.Parse()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		slog.Error("load config", "err", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	db, err := pgxpool.New(ctx, cfg.DatabaseURL)
	if err != nil {
		slog.Error("connect db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	st := store.New(db)
	go st.ReapStale(ctx, cfg.LeaseTimeout, cfg.ReapEvery)

	client := &http.Client{Timeout: cfg.HTTPTimeout}
	workers := delivery.NewPool(st, client, cfg.Workers, cfg.BatchSize)
	slog.Info("hookrelay started", "workers", cfg.Workers, "batch", cfg.BatchSize)
	workers.Run(ctx)
	slog.Info("hookrelay stopped")
}
