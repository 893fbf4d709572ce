package scrape

import (
	"context"
	"log/slog"
	"time"

	"github.com/hollis-ops/scraped/internal/config"
	"github.com/hollis-ops/scraped/internal/sink"
)

type Scraper struct {
	targets  []config.Target
	interval time.Duration
	fanout   *Fanout
	out      *sink.Sink
	log      *slog.Logger
}

func NewScraper(targets []config.Target, interval, timeout time.Duration, workers int, out *sink.Sink, log *slog.Logger) *Scraper {
	return &Scraper{targets: targets, interval: interval, fanout: &Fanout{workers: workers, timeout: timeout}, out: out, log: log}
}

// Run scrapes all targets every interval until ctx is cancelled. A round that takes longer
// than the interval is cut off so rounds never overlap.
func (s *Scraper) Run(ctx context.Context) error {
	for {
		roundCtx, cancel := context.WithTimeout(ctx, s.interval)
		start := time.Now()
		results := s.fanout.Run(roundCtx, s.targets)
		cancel()
		failed := 0
		for _, r := range results {
			if r.err != nil {
				failed++
				s.log.Warn("scrape failed", "target", r.target, "err", r.err)
				continue
			}
			s.out.Add(r.samples)
		}
		s.log.Debug("round", "targets", len(s.targets), "ok", len(results)-failed, "failed", failed,
			"took", time.Since(start))
		if err := s.out.FlushIfFull(ctx); err != nil {
			s.log.Warn("remote write", "err", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(s.interval - time.Since(start)):
		}
	}
}
