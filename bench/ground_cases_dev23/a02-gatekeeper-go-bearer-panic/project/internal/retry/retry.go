package retry

import (
	"context"
	"errors"
	"time"
)

// Permanent wraps an error that should not be retried.
type Permanent struct{ Err error }

func (p Permanent) Error() string { return p.Err.Error() }
func (p Permanent) Unwrap() error { return p.Err }

// Do calls fn up to attempts times, sleeping base<<i between tries.
// It stops early on success, on a Permanent error or when ctx is done.
func Do(ctx context.Context, attempts int, base time.Duration, fn func(context.Context) error) error {
	var err error
	for i := range attempts {
		if err = fn(ctx); err == nil {
			return nil
		}
		var perm Permanent
		if errors.As(err, &perm) || i == attempts-1 {
			break
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(base << i):
		}
	}
	return err
}
