package main

import (
	"context"
	"database/sql"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	_ "github.com/lib/pq"

	"github.com/acme/webhookd/internal/config"
	"github.com/acme/webhookd/internal/queue"
	"github.com/acme/webhookd/internal/webhook"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load()
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}
	db, err := sql.Open("postgres", cfg.DatabaseURL)
	if err != nil {
		log.Error("open database", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	sender := webhook.NewSender(cfg.Webhooks, log)
	q := queue.New(db, log)
	log.Info("webhookd starting", "workers", cfg.Webhooks.Workers)
	if err := q.Run(ctx, cfg.Webhooks.Workers, cfg.Webhooks.PollEvery, sender.Send); err != nil {
		log.Error("queue stopped", "err", err)
		os.Exit(1)
	}
}
