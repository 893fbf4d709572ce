package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/acme/webhook-relay/internal/config"
	"github.com/acme/webhook-relay/internal/delivery"
	"github.com/acme/webhook-relay/internal/queue"
	"github.com/acme/webhook-relay/internal/worker"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load()
	if err != nil {
		log.Error("bad config", "err", err)
		os.Exit(2)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	rdb := redis.NewClient(&redis.Options{Addr: cfg.RedisAddr})
	consumer := queue.NewConsumer(rdb, cfg.Stream, cfg.Group, cfg.ConsumerName)
	client := delivery.NewClient(cfg.SigningSecret, 10*time.Second)
	w := worker.New(consumer, client, log, cfg.MaxAttempts)

	go reclaimLoop(ctx, consumer, w, log)
	go promoteLoop(ctx, consumer, log)

	log.Info("relay worker started", "stream", cfg.Stream, "consumer", cfg.ConsumerName)
	if err := w.Run(ctx, consumer.Receive); err != nil {
		log.Error("worker stopped", "err", err)
		os.Exit(1)
	}
}

// reclaimLoop picks up messages that a dead consumer read but never acked.
func reclaimLoop(ctx context.Context, c *queue.Consumer, w *worker.Worker, log *slog.Logger) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			msgs, err := c.ReclaimIdle(ctx)
			if err != nil {
				log.Error("reclaim failed", "err", err)
				continue
			}
			for _, m := range msgs {
				if err := w.Handle(ctx, m); err != nil {
					log.Error("handle reclaimed failed", "msg_id", m.ID, "err", err)
				}
			}
		}
	}
}

// promoteLoop moves delayed retries whose time has come back onto the stream.
func promoteLoop(ctx context.Context, c *queue.Consumer, log *slog.Logger) {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if n, err := c.PromoteDue(ctx, time.Now()); err != nil {
				log.Error("promote failed", "err", err)
			} else if n > 0 {
				log.Debug("promoted delayed retries", "count", n)
			}
		}
	}
}
