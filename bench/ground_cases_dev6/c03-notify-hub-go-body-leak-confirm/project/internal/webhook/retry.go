package webhook

import (
	"context"
	"errors"
	"time"
)

type RetryPolicy struct {
	MaxAttempts int
	BaseDelay   time.Duration
}

type permanentError struct{ err error }

func (p permanentError) Error() string { return p.err.Error() }
func (p permanentError) Unwrap() error { return p.err }

// Permanent marks an error that must not be retried (bad request, 4xx).
func Permanent(err error) error { return permanentError{err} }

// Do runs fn up to MaxAttempts times, doubling the delay after each failure.
func (p RetryPolicy) Do(ctx context.Context, fn func() error) error {
	delay := p.BaseDelay
	var err error
	for attempt := 1; attempt <= p.MaxAttempts; attempt++ {
		if err = fn(); err == nil {
			return nil
		}
		var perm permanentError
		if errors.As(err, &perm) || attempt == p.MaxAttempts {
			break
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(delay):
		}
		delay *= 2
	}
	return err
}
