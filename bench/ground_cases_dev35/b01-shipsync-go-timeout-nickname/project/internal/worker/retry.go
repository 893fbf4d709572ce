package worker

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"time"

	"git.example.co.jp/logi/shipsync/internal/carrier"
)

// Retrier calls fn up to MaxAttempts times with exponential backoff and jitter.
type Retrier struct {
	MaxAttempts int
	Base        time.Duration
}

func (r Retrier) Do(ctx context.Context, fn func(context.Context) error) error {
	var err error
	for attempt := 0; attempt < r.MaxAttempts; attempt++ {
		if err = fn(ctx); err == nil {
			return nil
		}
		if !retryable(err) || attempt == r.MaxAttempts-1 {
			break
		}
		wait := r.Base << attempt
		wait += time.Duration(rand.Int64N(int64(r.Base)))
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
	if !retryable(err) {
		return err
	}
	return fmt.Errorf("after %d attempts: %w", r.MaxAttempts, err)
}

func retryable(err error) bool {
	var se *carrier.StatusError
	if errors.As(err, &se) {
		return se.Code == 429 || se.Code >= 500
	}
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}
