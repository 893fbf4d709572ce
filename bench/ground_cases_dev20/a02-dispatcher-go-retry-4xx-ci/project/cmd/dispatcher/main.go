package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/tallyhook/dispatcher/internal/config"
	"github.com/tallyhook/dispatcher/internal/webhook"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	client := &http.Client{Timeout: cfg.WebhookTimeout}
	sender := webhook.NewSender(client)
	slog.Info("dispatcher starting", "workers", cfg.Workers, "poll", cfg.PollInterval)

	ticker := time.NewTicker(cfg.PollInterval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			slog.Info("dispatcher stopped")
			return
		case <-ticker.C:
			_ = sender // deliveries are picked up by the worker pool (see internal/queue)
		}
	}
}
