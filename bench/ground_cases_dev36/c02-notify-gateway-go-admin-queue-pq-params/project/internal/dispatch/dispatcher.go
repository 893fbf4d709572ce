package dispatch

import (
	"context"
	"log/slog"
	"time"

	"notify-gateway/internal/config"
	"notify-gateway/internal/model"
)

type Store interface {
	ListPending(ctx context.Context, limit, maxAttempts int) ([]model.Message, error)
	MarkSent(ctx context.Context, id int64) error
	MarkFailed(ctx context.Context, id int64, reason string) error
}

type Sender interface {
	Send(ctx context.Context, m model.Message) error
}

type Dispatcher struct {
	store  Store
	sender Sender
	cfg    config.Config
	log    *slog.Logger
}

func New(store Store, sender Sender, cfg config.Config, log *slog.Logger) *Dispatcher {
	return &Dispatcher{store: store, sender: sender, cfg: cfg, log: log}
}

// Run 每隔 PollInterval 拉一批待发消息逐条发送，直到 ctx 取消。
func (d *Dispatcher) Run(ctx context.Context) error {
	ticker := time.NewTicker(d.cfg.PollInterval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticker.C:
			if err := d.tick(ctx); err != nil {
				d.log.Error("poll pending failed", "err", err)
			}
		}
	}
}

func (d *Dispatcher) tick(ctx context.Context) error {
	msgs, err := d.store.ListPending(ctx, d.cfg.BatchSize, d.cfg.MaxAttempts)
	if err != nil {
		return err
	}
	for _, m := range msgs {
		if err := d.sender.Send(ctx, m); err != nil {
			d.log.Warn("send failed", "id", m.ID, "channel", m.Channel, "err", err)
			if err := d.store.MarkFailed(ctx, m.ID, err.Error()); err != nil {
				return err
			}
			continue
		}
		if err := d.store.MarkSent(ctx, m.ID); err != nil {
			return err
		}
	}
	return nil
}
