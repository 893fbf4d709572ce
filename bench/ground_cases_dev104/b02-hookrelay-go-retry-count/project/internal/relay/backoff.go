package relay

import (
	"math/rand"
	"time"
)

// maxDelay caps a single wait between attempts.
const maxDelay = 30 * time.Second

// Backoff is the wait before retry number n (1-based): a random wait below
// base, 2*base, 4*base ... (capped at maxDelay).
func Backoff(n int, base time.Duration) time.Duration {
	if n < 1 {
		return 0
	}
	d := base
	for i := 1; i < n; i++ {
		d *= 2
		if d >= maxDelay {
			d = maxDelay
			break
		}
	}
	if d <= 0 {
		return 0
	}
	// full jitter: a uniform wait in [0, d) so that relays do not retry in lock step
	return time.Duration(rand.Int63n(int64(d)))
}

// sleep waits for d or until ctx is done.
func sleep(ctxDone <-chan struct{}, d time.Duration) bool {
	if d <= 0 {
		return true
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctxDone:
		return false
	}
}
