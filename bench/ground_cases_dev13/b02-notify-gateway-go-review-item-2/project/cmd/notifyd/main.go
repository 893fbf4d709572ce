package main

import (
	"context"
	"database/sql"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/hanamaru-inc/notify-gateway/internal/store"
	"github.com/hanamaru-inc/notify-gateway/internal/webhook"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		logger.Error("open db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	d := &webhook.Dispatcher{
		Outbox:      store.NewOutbox(db),
		Client:      &http.Client{Timeout: 10 * time.Second},
		Secret:      []byte(os.Getenv("WEBHOOK_SIGNING_SECRET")),
		Backoff:     webhook.NewBackoff(2*time.Second, 10*time.Minute),
		MaxAttempts: 12,
		Workers:     4,
		Logger:      logger,
	}
	logger.Info("notifyd starting", "workers", d.Workers)
	if err := d.Run(ctx); err != nil && ctx.Err() == nil {
		logger.Error("dispatcher stopped", "err", err)
		os.Exit(1)
	}
}
