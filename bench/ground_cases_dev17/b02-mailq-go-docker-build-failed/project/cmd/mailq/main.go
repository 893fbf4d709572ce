package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/hoshino-tech/mailq/internal/queue"
	"github.com/hoshino-tech/mailq/internal/sender"
	"github.com/hoshino-tech/mailq/internal/worker"
)

func envInt(key string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return v
	}
	return def
}

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	q, err := queue.OpenPostgres(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Error("open queue", "err", err)
		os.Exit(1)
	}
	defer q.Close()

	s := sender.NewSMTP(os.Getenv("SMTP_HOST"), envInt("SMTP_PORT", 587), os.Getenv("SMTP_USER"), os.Getenv("SMTP_PASSWORD"))
	w := worker.New(worker.Config{
		Concurrency: envInt("WORKERS", 4),
		MaxAttempts: envInt("MAX_ATTEMPTS", 8),
		PollEvery:   time.Second,
	}, q, s, log)
	log.Info("mailq started")
	w.Run(ctx)
	log.Info("mailq stopped")
}
