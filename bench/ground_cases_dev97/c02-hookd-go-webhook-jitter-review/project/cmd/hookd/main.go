package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"strconv"
	"syscall"

	"github.com/redis/go-redis/v9"

	"git.lanhai.tech/platform/hookd/internal/queue"
	"git.lanhai.tech/platform/hookd/internal/webhook"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	concurrency, err := strconv.Atoi(envOr("HOOKD_CONCURRENCY", "8"))
	if err != nil || concurrency < 1 {
		log.Error("bad HOOKD_CONCURRENCY", "value", os.Getenv("HOOKD_CONCURRENCY"))
		os.Exit(2)
	}
	rdb := redis.NewClient(&redis.Options{Addr: envOr("REDIS_ADDR", "127.0.0.1:6379")})
	sender := webhook.NewSender(webhook.Config{Secret: os.Getenv("HOOKD_SECRET")}, log)
	consumer := queue.NewConsumer(rdb, "hookd:events", log)

	if err := consumer.Run(ctx, concurrency, sender.Send); err != nil && ctx.Err() == nil {
		log.Error("consumer stopped", "err", err)
		os.Exit(1)
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
