package main

import (
	"context"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/hoshino-lab/notify-worker/internal/config"
	"github.com/hoshino-lab/notify-worker/internal/queue"
	"github.com/hoshino-lab/notify-worker/internal/webhook"
)

func main() {
	once := flag.Bool("once", false, "process one batch and exit")
	flag.Parse()

	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load()
	if err != nil {
		logger.Error("invalid config", "err", err)
		os.Exit(1)
	}

	src := queue.NewHTTPSource(cfg.QueueURL, &http.Client{Timeout: 5 * time.Second})
	client := webhook.NewClient(cfg.SigningSecret, cfg.MaxAttempts, cfg.WebhookTimeout)
	poller := queue.NewPoller(src, client, cfg.PollInterval, cfg.BatchSize, logger)

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	if *once {
		if err := poller.RunOnce(ctx); err != nil {
			logger.Error("run once", "err", err)
			os.Exit(1)
		}
		return
	}
	logger.Info("worker started", "interval", cfg.PollInterval, "batch", cfg.BatchSize)
	if err := poller.Run(ctx); err != nil {
		logger.Error("worker stopped", "err", err)
		os.Exit(1)
	}
	logger.Info("worker stopped gracefully")
}
