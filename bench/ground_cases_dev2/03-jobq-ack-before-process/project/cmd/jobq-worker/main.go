package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"

	"github.com/kestrel-labs/jobq/internal/queue"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	broker := queue.NewRedisBroker(os.Getenv("REDIS_URL"))
	w := queue.NewWorker(broker, queue.HandlerFunc(process), slog.Default())
	if err := w.Run(ctx, "emails"); err != nil {
		slog.Error("worker stopped", "err", err)
		os.Exit(1)
	}
}

func process(ctx context.Context, m *queue.Message) error {
	return nil
}
