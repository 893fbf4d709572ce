package retry

import (
	"context"
	"time"
)

const (
	base    = 500 * time.Millisecond
	maxWait = 60 * time.Second
)

// Backoff returns the wait before the given retry attempt (1-based): 0.5s, 1s, 2s, ... capped at 60s.
func Backoff(attempt int) time.Duration {
	if attempt < 1 {
		return 0
	}
	d := base << (attempt - 1)
	if d <= 0 || d > maxWait {
		return maxWait
	}
	return d
}

// Sleep waits for d or until ctx is done, whichever comes first. It returns ctx.Err() when
// the context ended the wait.
func Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
