package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/hoshino-lab/notify-worker/internal/config"
	"github.com/hoshino-lab/notify-worker/internal/notify"
	"github.com/hoshino-lab/notify-worker/internal/queue"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load()
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	slack := notify.NewSlack(cfg.SlackWebhookURL)
	c, err = queue.Dial(cfg.AMQPURL, cfg.QueueName, log, slack.Send)
	if err != nil {
		log.Error("dial", "err", err)
		os.Exit(1)
	}
	defer c.Close()

	if err := c.Run(ctx); err != nil {
		log.Error("consumer stopped", "err", err)
		os.Exit(1)
	}
}
