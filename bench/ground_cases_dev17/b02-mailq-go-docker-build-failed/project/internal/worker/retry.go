package worker

import "time"

const (
	baseDelay = 2 * time.Second
	maxDelay  = 10 * time.Minute
)

// Backoff returns the wait before the next attempt: 2s, 4s, 8s ... capped at 10m.
func Backoff(attempts int) time.Duration {
	d := baseDelay
	for range attempts {
		d *= 2
		if d >= maxDelay {
			return maxDelay
		}
	}
	return d
}
