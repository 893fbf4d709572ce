package sync

import (
	"context"
	"time"
)

// retry calls fn until it succeeds, the context ends or attempts run out.
func retry(ctx context.Context, attempts int, fn func() error) error {
	wait := 500 * time.Millisecond
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
		wait *= 3
	}
	return err
}

func isRetryable(status int) bool {
	return status == 429 || status >= 500
}
