package worker

import (
	"math/rand"
	"time"
)

const (
	baseDelay = 2 * time.Second
	maxDelay  = 30 * time.Minute
)

// Backoff is how long to wait before the retry that follows attempt (0-based):
// 2s, 4s, 8s, ... capped at 30 minutes, plus up to 20% jitter so that a burst
// of failures against one endpoint does not come back as a burst.
func Backoff(attempt int) time.Duration {
	// TODO: clamp attempt; baseDelay << attempt overflows for attempt >= 33 (only reachable with MAX_ATTEMPTS > 33).
	d := baseDelay << attempt
	if d > maxDelay {
		d = maxDelay
	}
	return d + jitter(d)
}

// jitter is a variable so tests can make Backoff deterministic.
var jitter = func(d time.Duration) time.Duration {
	return time.Duration(rand.Int63n(int64(d)/5 + 1))
}

// schedule lists the delays for attempts 0..n-1 without jitter (used in docs and tests).
func schedule(n int) []time.Duration {
	saved := jitter
	jitter = func(time.Duration) time.Duration { return 0 }
	defer func() { jitter = saved }()
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = Backoff(i)
	}
	return out
}
