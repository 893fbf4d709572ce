package fx

import (
	"context"
	"log/slog"
	"time"
)

type Refresher struct {
	client   *Client
	cache    *Cache
	logger   *slog.Logger
	interval time.Duration
}

func NewRefresher(client *Client, cache *Cache, logger *slog.Logger, interval time.Duration) *Refresher {
	return &Refresher{client: client, cache: cache, logger: logger, interval: interval}
}

// Run polls the upstream until ctx is done. A failed poll is logged and retried next tick.
func (r *Refresher) Run(ctx context.Context, pairs []string) {
	ticker := time.NewTicker(r.interval)
	defer ticker.Stop()
	for {
		r.once(ctx, pairs)
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

func (r *Refresher) once(ctx context.Context, pairs []string) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	rates, err := r.client.FetchRates(ctx, pairs)
	if err != nil {
		r.logger.Warn("refresh failed", "err", err)
		return
	}
	r.cache.Set(rates)
}
