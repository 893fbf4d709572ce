package scrape

import (
	"context"
	"sync"
	"time"

	"github.com/hollis-ops/scraped/internal/config"
	"github.com/hollis-ops/scraped/internal/sink"
)

type result struct {
	target  string
	samples []sink.Sample
	err     error
}

// Fanout scrapes a set of targets with at most `workers` requests in flight.
type Fanout struct {
	workers int
	timeout time.Duration // per target
}

// Run scrapes every target once and returns what came back before ctx ended.
func (f *Fanout) Run(ctx context.Context, targets []config.Target) []result {
	jobs := make(chan config.Target)
	// Buffered for every target so a worker never blocks on a send after the
	// collector has returned at the round deadline.
	out := make(chan result, len(targets))
	var wg sync.WaitGroup
	for i := 0; i < f.workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range jobs {
				samples, err := fetch(ctx, t, f.timeout)
				out <- result{target: t.Name, samples: samples, err: err}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for _, t := range targets {
			select {
			case jobs <- t:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(out)
	}()

	var results []result
	for {
		select {
		case r, ok := <-out:
			if !ok {
				return results
			}
			results = append(results, r)
		case <-ctx.Done():
			return results
		}
	}
}
