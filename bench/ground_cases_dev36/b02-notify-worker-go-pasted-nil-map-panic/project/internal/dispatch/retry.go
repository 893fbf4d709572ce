package dispatch

import (
	"math/rand"
	"time"
)

// RetryPolicy controls how often a temporary send failure is retried.
type RetryPolicy struct {
	MaxAttempts int
	Base        time.Duration
	Max         time.Duration
}

var DefaultRetry = RetryPolicy{MaxAttempts: 5, Base: 500 * time.Millisecond, Max: 30 * time.Second}

// Backoff returns the wait before the next attempt: exponential with full jitter,
// never more than Max.
func (p RetryPolicy) Backoff(attempt int) time.Duration {
	d := p.Base << (attempt - 1)
	if d <= 0 || d > p.Max {
		d = p.Max
	}
	return time.Duration(rand.Int63n(int64(d)) + 1)
}
