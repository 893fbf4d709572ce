package main

import (
	"context"
	"flag"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/jackc/pgx/v5/pgxpool"

	"git.example.co.jp/logi/shipsync/internal/carrier"
	"git.example.co.jp/logi/shipsync/internal/config"
	"git.example.co.jp/logi/shipsync/internal/store"
	"git.example.co.jp/logi/shipsync/internal/worker"
)

func main() {
	path := flag.String("config", "config/config.yaml", "path to config file")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	cfg, err := config.Load(*path)
	if err != nil {
		log.Error("load config", "err", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	pool, err := pgxpool.New(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Error("connect db", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	client := carrier.NewClient(cfg.Carrier)
	p := worker.NewPoller(cfg.Worker, client, store.NewShipments(pool), log)

	log.Info("shipsync started", "interval", cfg.Worker.Interval.String())
	if err := p.Run(ctx); err != nil && ctx.Err() == nil {
		log.Error("poller stopped", "err", err)
		os.Exit(1)
	}
}
