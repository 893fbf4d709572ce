package ratelimit

import (
	"fmt"
	"sync"
	"time"
)

// Limiter is a fixed-window counter per key: each key may make limit
// requests per window, and the count starts over when the window rolls.
type Limiter struct {
	mu     sync.Mutex
	store  Store
	limit  int
	window time.Duration
	now    func() time.Time
}

func New(store Store, limit int, window time.Duration) *Limiter {
	return &Limiter{store: store, limit: limit, window: window, now: time.Now}
}

// Allow counts one request for key. It reports whether the request is within
// the limit and how long until the current window resets.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()

	now := l.now()
	bucket := now.Unix() / int64(l.window/time.Minute)
	n := l.store.Incr(fmt.Sprintf("%s:%d", key, bucket), l.window)
	return n <= l.limit, l.resetIn(now)
}

// Remaining is what is left of key's quota in the current window.
func (l *Limiter) Remaining(key string, used int) int {
	if used >= l.limit {
		return 0
	}
	return l.limit - used
}

func (l *Limiter) resetIn(now time.Time) time.Duration {
	secs := int64(l.window / time.Second)
	next := (now.Unix()/secs + 1) * secs
	return time.Unix(next, 0).Sub(now)
}
