package carrier

import (
	"math/rand"
	"time"
)

const maxAttempts = 3

// backoff returns the wait before attempt n (1-based): 500ms, 1s, 2s … with ±20% jitter.
func backoff(n int) time.Duration {
	base := 500 * time.Millisecond << (n - 1)
	jitter := time.Duration(rand.Int63n(int64(base) / 5))
	if rand.Intn(2) == 0 {
		return base - jitter
	}
	return base + jitter
}

func retryable(status int) bool {
	return status == 429 || status >= 500
}
