package queue

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/hoshino-lab/notify-worker/internal/webhook"
)

type Source interface {
	Fetch(ctx context.Context, max int) ([]webhook.Event, error)
	Ack(ctx context.Context, id string) error
	Nack(ctx context.Context, id string) error
}

type Sender interface {
	Send(ctx context.Context, ev webhook.Event) error
}

type Poller struct {
	src      Source
	sender   Sender
	interval time.Duration
	batch    int
	log      *slog.Logger
}

func NewPoller(src Source, sender Sender, interval time.Duration, batch int, log *slog.Logger) *Poller {
	return &Poller{src: src, sender: sender, interval: interval, batch: batch, log: log}
}

// Run polls until ctx is cancelled. A batch already fetched is finished
// (sent and acked) even when ctx is cancelled half way through it.
func (p *Poller) Run(ctx context.Context) error {
	ticker := time.NewTicker(p.interval)
	defer ticker.Stop()
	for {
		if err := p.RunOnce(ctx); err != nil && !errors.Is(err, context.Canceled) {
			p.log.Error("poll failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-ticker.C:
		}
	}
}

// RunOnce fetches one batch and sends every event in it.
func (p *Poller) RunOnce(ctx context.Context) error {
	events, err := p.src.Fetch(ctx, p.batch)
	if err != nil {
		return fmt.Errorf("fetch: %w", err)
	}
	// SIGTERM で ctx が切れても、取り出し済みのイベントは送り切る
	ctx = context.WithoutCancel(ctx)
	for _, ev := range events {
		p.log.Info("sending webhook", "id", ev.ID, "type", ev.Type, "bytes", len(ev.Payload))
		if err := p.sender.Send(ctx, ev); err != nil {
			p.log.Warn("webhook failed", "id", ev.ID, "err", err)
			if errors.Is(err, webhook.ErrPermanent) {
				_ = p.src.Ack(ctx, ev.ID) // no point in sending it again
			} else {
				_ = p.src.Nack(ctx, ev.ID)
			}
			continue
		}
		if err := p.src.Ack(ctx, ev.ID); err != nil {
			return fmt.Errorf("ack %s: %w", ev.ID, err)
		}
	}
	return nil
}
