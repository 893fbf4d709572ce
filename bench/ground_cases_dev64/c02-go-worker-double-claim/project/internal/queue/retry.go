package queue

import (
	"math/rand"
	"time"
)

const (
	baseDelay = 5 * time.Second
	maxDelay  = 10 * time.Minute
)

// Backoff returns how long to wait before the given attempt (1-based),
// doubling each time up to maxDelay, with up to 20% jitter.
func Backoff(attempt int) time.Duration {
	d := maxDelay
	if attempt < 1 {
		attempt = 1
	}
	if attempt <= 8 { // 5s << 7 = 640s already exceeds maxDelay
		d = baseDelay << (attempt - 1)
	}
	if d > maxDelay {
		d = maxDelay
	}
	jitter := time.Duration(rand.Int63n(int64(d) / 5))
	return d + jitter
}

// IsRetryable reports whether a handler error is worth another attempt.
func IsRetryable(err error) bool {
	if err == nil {
		return false
	}
	var perm interface{ Permanent() bool }
	if ok := asPermanent(err, &perm); ok && perm.Permanent() {
		return false
	}
	return true
}

func asPermanent(err error, target *interface{ Permanent() bool }) bool {
	p, ok := err.(interface{ Permanent() bool })
	if ok {
		*target = p
	}
	return ok
}
