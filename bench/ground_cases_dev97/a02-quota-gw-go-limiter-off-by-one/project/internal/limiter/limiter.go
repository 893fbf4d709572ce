// Package limiter implements a per-key sliding-window request limiter.
package limiter

import (
	"sync"
	"time"
)

// Clock is swapped out in tests.
type Clock func() time.Time

// Limiter allows at most limit requests per key in any window-long interval.
type Limiter struct {
	mu     sync.Mutex
	limit  int
	window time.Duration
	now    Clock
	hits   map[string][]time.Time
}

// New returns a limiter; now may be nil to use time.Now.
func New(limit int, window time.Duration, now Clock) *Limiter {
	if now == nil {
		now = time.Now
	}
	return &Limiter{limit: limit, window: window, now: now, hits: make(map[string][]time.Time)}
}

// Allow records a request for key and reports whether it is within the limit.
// Expired hits are compacted in place so the steady state does not allocate.
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	cutoff := now.Add(-l.window)
	hits := l.hits[key]
	n := 0
	for _, t := range hits {
		if t.After(cutoff) {
			hits[n] = t
			n++
		}
	}
	hits = hits[:n]
	if n > l.limit {
		l.hits[key] = hits
		return false
	}
	l.hits[key] = append(hits, now)
	return true
}

// Remaining reports how many more requests key may make in the current window.
func (l *Limiter) Remaining(key string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	cutoff := l.now().Add(-l.window)
	used := 0
	for _, t := range l.hits[key] {
		if t.After(cutoff) {
			used++
		}
	}
	if used >= l.limit {
		return 0
	}
	return l.limit - used
}

// Limit is the configured number of requests per window.
func (l *Limiter) Limit() int { return l.limit }

// Forget drops all state for key (used when an API key is revoked).
func (l *Limiter) Forget(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.hits, key)
}
