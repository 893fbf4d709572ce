// Package retry retries idempotent calls to the ledger database with jittered backoff.
package retry

import (
	"context"
	"math/rand"
	"time"
)

type Policy struct {
	Attempts int
	Base     time.Duration
	Max      time.Duration
}

var Default = Policy{Attempts: 4, Base: 50 * time.Millisecond, Max: 2 * time.Second}

// Do calls fn until it succeeds, the attempts run out or ctx is done.
func (p Policy) Do(ctx context.Context, fn func(context.Context) error) error {
	var err error
	delay := p.Base
	for i := 0; i < p.Attempts; i++ {
		if err = fn(ctx); err == nil {
			return nil
		}
		jitter := time.Duration(rand.Int63n(int64(delay) / 2)) // #nosec G404 -- backoff jitter, not security sensitive
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(delay + jitter):
		}
		delay *= 2
		if delay > p.Max {
			delay = p.Max
		}
	}
	return err
}
