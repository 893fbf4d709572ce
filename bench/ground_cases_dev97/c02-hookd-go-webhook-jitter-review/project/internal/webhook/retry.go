package webhook

import (
	"math/rand"
	"net/http"
	"time"
)

const (
	baseDelay = 500 * time.Millisecond
	maxDelay  = 30 * time.Second
)

// backoff returns how long to wait before retry number attempt (1-based):
// 0.5s, 1s, 2s, 4s ... capped at maxDelay, plus up to one second of jitter so
// that a receiver that just came back is not hit by every event at once.
func backoff(attempt int) time.Duration {
	if attempt < 1 {
		attempt = 1
	}
	d := baseDelay << (attempt - 1)
	if d > maxDelay || d <= 0 {
		d = maxDelay
	}
	jitter := time.Duration(rand.Float64()) * time.Second
	return d + jitter
}

// retryable reports whether a delivery that ended with this status (or
// transport error) is worth another attempt.
func retryable(status int, err error) bool {
	if err != nil {
		return true
	}
	switch {
	case status == http.StatusTooManyRequests:
		return true
	case status >= 500:
		return true
	default:
		return false
	}
}
