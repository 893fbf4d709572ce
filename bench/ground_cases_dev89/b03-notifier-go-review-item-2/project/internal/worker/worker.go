package worker

import (
	"context"
	"log/slog"
	"time"

	"github.com/mirai-works/notifier/internal/config"
	"github.com/mirai-works/notifier/internal/store"
)

type Store interface {
	ListPending(ctx context.Context, limit int) ([]store.Notification, error)
	MarkSent(ctx context.Context, id int64) error
	MarkFailed(ctx context.Context, id int64, backoff time.Duration) error
}

type Sender interface {
	Send(to, subject, body string) error
}

type Worker struct {
	store    Store
	sender   Sender
	interval time.Duration
	batch    int
	retry    config.Retry
}

func New(st Store, sd Sender, cfg *config.Config) *Worker {
	return &Worker{store: st, sender: sd, interval: cfg.PollInterval, batch: cfg.BatchSize, retry: cfg.Retry}
}

func (w *Worker) Run(ctx context.Context) error {
	for ctx.Err() == nil {
		if err := w.tick(ctx); err != nil {
			slog.Error("tick", "err", err)
		}
		time.Sleep(w.interval)
	}
	return nil
}

func (w *Worker) tick(ctx context.Context) error {
	pending, err := w.store.ListPending(ctx, w.batch)
	if err != nil {
		return err
	}
	for _, n := range pending {
		if n.Attempts >= w.retry.MaxAttempts {
			continue
		}
		if err := w.sender.Send(n.To, n.Subject, n.Body); err != nil {
			slog.Warn("send failed", "id", n.ID, "err", err)
			_ = w.store.MarkFailed(ctx, n.ID, w.retry.Backoff)
			continue
		}
		if err := w.store.MarkSent(ctx, n.ID); err != nil {
			return err
		}
	}
	return nil
}
