package worker

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"git.example.co.jp/logi/shipsync/internal/carrier"
	"git.example.co.jp/logi/shipsync/internal/config"
	"git.example.co.jp/logi/shipsync/internal/store"
)

// Poller periodically fetches tracking updates from the carrier API
// and writes status changes to the shipments table.
type Poller struct {
	cfg    config.Worker
	client *carrier.Client
	store  store.Shipments
	retry  Retrier
	log    *slog.Logger
}

func NewPoller(cfg config.Worker, c *carrier.Client, s store.Shipments, log *slog.Logger) *Poller {
	return &Poller{
		cfg:    cfg,
		client: c,
		store:  s,
		retry:  Retrier{MaxAttempts: cfg.MaxAttempts, Base: 500 * time.Millisecond},
		log:    log,
	}
}

// Run polls every cfg.Interval until parent is cancelled.
func (p *Poller) Run(parent context.Context) error {
	ticker := time.NewTicker(p.cfg.Interval)
	defer ticker.Stop()

	ctx, cancel := context.WithTimeout(parent, p.cfg.PollTimeout)
	defer cancel()

	for {
		if err := p.pollOnce(ctx); err != nil {
			p.log.Error("poll failed", "err", err)
		}
		select {
		case <-parent.Done():
			return parent.Err()
		case <-ticker.C:
		}
	}
}

func (p *Poller) pollOnce(ctx context.Context) error {
	pending, err := p.store.Pending(ctx, p.cfg.BatchSize)
	if err != nil {
		return fmt.Errorf("list pending: %w", err)
	}
	updated := 0
	for _, sh := range pending {
		var t carrier.Tracking
		err := p.retry.Do(ctx, func(ctx context.Context) error {
			var err error
			t, err = p.client.Track(ctx, sh.TrackingNo)
			return err
		})
		if err != nil {
			p.log.Warn("track failed", "tracking_no", sh.TrackingNo, "err", err)
			continue
		}
		if t.Status == sh.Status {
			continue
		}
		if err := p.store.UpdateStatus(ctx, sh.ID, t.Status, t.UpdatedAt); err != nil {
			return fmt.Errorf("update %d: %w", sh.ID, err)
		}
		updated++
	}
	p.log.Info("poll done", "pending", len(pending), "updated", updated)
	return nil
}
