package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/kumo-inc/notify-worker/internal/channel"
	"github.com/kumo-inc/notify-worker/internal/config"
	"github.com/kumo-inc/notify-worker/internal/dispatch"
	"github.com/kumo-inc/notify-worker/internal/queue"
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

	senders := map[string]channel.Sender{
		"email": channel.NewEmail(cfg.SMTP),
		"push":  channel.NewPush(cfg.FCMCredentials),
	}
	dedupe := dispatch.NewDeduper(cfg.DedupeTTL)
	d := dispatch.New(senders, dedupe, dispatch.DefaultRetry, log)

	go func() {
		t := time.NewTicker(time.Minute)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				log.Info("dedupe sweep", "removed", dedupe.Sweep(), "tracked", dedupe.Len())
			}
		}
	}()

	consumer := queue.NewConsumer(cfg.AMQPURL, cfg.Concurrency)
	consumer.Run(ctx, func(ctx context.Context, m queue.Message) {
		job, err := dispatch.DecodeJob(m.Body)
		if err != nil {
			log.Error("bad job", "err", err, "id", m.ID)
			consumer.Ack(m)
			return
		}
		if err := d.Handle(ctx, job); err != nil {
			log.Error("dispatch", "err", err)
			consumer.Nack(m)
			return
		}
		consumer.Ack(m)
	})
}
