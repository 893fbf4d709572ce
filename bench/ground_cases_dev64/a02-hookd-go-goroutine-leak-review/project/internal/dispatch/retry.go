package dispatch

import (
	"math/rand/v2"
	"time"
)

const (
	baseDelay = 2 * time.Second
	maxDelay  = 30 * time.Minute
)

// nextDelay is how long to wait before attempt n+1 after n failed attempts:
// exponential from baseDelay, capped at maxDelay, plus up to 20% jitter.
func nextDelay(attempt int) time.Duration {
	d := maxDelay
	if attempt < 20 { // 2s << 20 is already far above maxDelay; also keeps the shift from overflowing
		d = min(baseDelay<<attempt, maxDelay)
	}
	jitter := time.Duration(rand.Int64N(int64(d / 5)))
	return d + jitter
}

// retryable reports whether a status code is worth another attempt.
func retryable(status int, err error) bool {
	if err != nil {
		return true
	}
	switch {
	case status == 408, status == 429:
		return true
	case status >= 500:
		return true
	default:
		return false
	}
}

func nextAttemptAt(now time.Time, attempt int) time.Time {
	return now.Add(nextDelay(attempt))
}
