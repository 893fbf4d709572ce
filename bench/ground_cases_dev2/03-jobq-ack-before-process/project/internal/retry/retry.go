package retry

import "time"

// Backoff returns the delay before attempt n (1-based), doubling from base up to max.
func Backoff(n int, base, max time.Duration) time.Duration {
	d := base << (n - 1)
	if d > max || d <= 0 {
		return max
	}
	return d
}
