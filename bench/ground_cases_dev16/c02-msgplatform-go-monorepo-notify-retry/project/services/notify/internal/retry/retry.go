// Package retry retries calls to third-party providers (SMS, push).
package retry

import (
	"context"
	"errors"
	"time"
)

// ErrPermanent marks an error that must not be retried (bad number, template rejected).
var ErrPermanent = errors.New("permanent failure")

// Policy describes how often and how fast a provider call is retried.
type Policy struct {
	MaxAttempts int
	Base        time.Duration
	Max         time.Duration
}

// Do calls op until it succeeds, fails permanently, ctx ends, or attempts run out.
func (p Policy) Do(ctx context.Context, op func(context.Context) error) error {
	var err error
	for attempt := 1; attempt <= p.MaxAttempts; attempt++ {
		if err = op(ctx); err == nil {
			return nil
		}
		if errors.Is(err, ErrPermanent) || attempt == p.MaxAttempts {
			break
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(p.Base):
		}
	}
	return err
}

// Permanent wraps err so that Do gives up at once.
func Permanent(err error) error {
	return errors.Join(ErrPermanent, err)
}
