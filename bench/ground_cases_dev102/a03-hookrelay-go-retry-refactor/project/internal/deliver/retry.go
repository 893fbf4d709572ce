package deliver

import (
	"math/rand"
	"net/http"
	"time"
)

// Policy controls how failed webhook deliveries are retried.
type Policy struct {
	MaxAttempts int
	BaseDelay   time.Duration
	MaxDelay    time.Duration
}

func DefaultPolicy() Policy {
	return Policy{MaxAttempts: 6, BaseDelay: 500 * time.Millisecond, MaxDelay: 30 * time.Second}
}

func shouldRetry(status int, err error) bool {
	switch {
	case err != nil:
		return true // network errors are always worth another try
	case status >= 400 && status < 500:
		return false // client errors are permanent
	default:
		return status >= 500 && status != http.StatusNotImplemented
	}
}

func (p Policy) backoff(attempt int) time.Duration {
	d := p.BaseDelay << attempt
	if d > p.MaxDelay || d <= 0 {
		d = p.MaxDelay
	}
	jitter := time.Duration(rand.Int63n(int64(d) / 4))
	return d - jitter
}
