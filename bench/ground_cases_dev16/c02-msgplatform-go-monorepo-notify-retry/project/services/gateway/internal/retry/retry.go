// Package retry retries idempotent calls from the gateway to internal services.
package retry

import (
	"context"
	"errors"
	"net"
	"time"
)

// Policy retries a call a fixed number of times with a fixed pause.
type Policy struct {
	MaxAttempts int
	Delay       time.Duration
}

// Do runs op until it succeeds, the error is not temporary, or attempts run out.
func (p Policy) Do(ctx context.Context, op func(context.Context) error) error {
	var err error
	for attempt := 1; attempt <= p.MaxAttempts; attempt++ {
		if err = op(ctx); err == nil || !temporary(err) {
			return err
		}
		if attempt == p.MaxAttempts {
			break
		}
		timer := time.NewTimer(p.Delay)
		select {
		case <-ctx.Done():
			timer.Stop()
			return ctx.Err()
		case <-timer.C:
		}
	}
	return err
}

func temporary(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}
