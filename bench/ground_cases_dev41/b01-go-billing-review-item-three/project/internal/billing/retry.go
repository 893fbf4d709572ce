package billing

import (
	"context"
	"errors"
	"math/rand"
	"time"
)

const (
	baseDelay = 200 * time.Millisecond
	maxDelay  = 30 * time.Second
)

// permanent marks an error that retry must not try again.
type permanent struct{ err error }

func (p permanent) Error() string { return p.err.Error() }
func (p permanent) Unwrap() error { return p.err }

func Permanent(err error) error { return permanent{err} }

func backoff(attempt int) time.Duration {
	d := maxDelay
	if attempt < 16 { // baseDelay<<16 is already far above maxDelay
		d = min(baseDelay<<attempt, maxDelay)
	}
	jitter := time.Duration(rand.Int63n(int64(d) / 2))
	return d + jitter
}

func retry(ctx context.Context, attempts int, fn func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(); err == nil {
			return nil
		}
		var p permanent
		if errors.As(err, &p) {
			return p.err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff(i)):
		}
	}
	return err
}
