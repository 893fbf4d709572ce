package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/tsumugi-inc/hookd/internal/webhook"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelInfo}))
	slog.SetDefault(logger)

	store, err := webhook.OpenStore(os.Getenv("DATABASE_URL"))
	if err != nil {
		logger.Error("open store", "err", err)
		os.Exit(1)
	}
	d := webhook.NewDispatcher(store, &http.Client{Timeout: 10 * time.Second}, logger)

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	logger.Info("hookd started", "workers", 4)
	if err := d.Run(ctx, 4); err != nil && ctx.Err() == nil {
		logger.Error("dispatcher stopped", "err", err)
		os.Exit(1)
	}
	logger.Info("hookd stopped")
}
