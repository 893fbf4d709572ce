package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/mirai-works/notifier/internal/config"
	"github.com/mirai-works/notifier/internal/mail"
	"github.com/mirai-works/notifier/internal/store"
	"github.com/mirai-works/notifier/internal/worker"
)

// version is set at build time: go build -ldflags "-X main.version=v1.4.0"
var version = "dev"

func main() {
	slog.Info("notifier starting", "version", version)
	cfg, err := config.Load("config.yaml")
	if err != nil {
		slog.Error("load config", "err", err)
		os.Exit(1)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		slog.Error("connect db", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	w := worker.New(store.New(pool), mail.NewSender(cfg.SMTP), cfg)
	if err := w.Run(ctx); err != nil {
		slog.Error("worker stopped", "err", err)
		os.Exit(1)
	}
}
