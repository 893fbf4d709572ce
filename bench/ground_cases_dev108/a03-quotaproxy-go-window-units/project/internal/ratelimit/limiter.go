package ratelimit

import (
	"sync"
	"time"

	"github.com/kestrel-labs/quotaproxy/internal/config"
)

type bucket struct {
	start time.Time
	count int
}

// Limiter is a fixed-window counter per client key.
type Limiter struct {
	mu      sync.Mutex
	burst   int
	window  time.Duration
	buckets map[string]*bucket
	now     func() time.Time
}

// NewLimiter builds a limiter from the configured limits.
func NewLimiter(cfg config.Limits) *Limiter {
	return &Limiter{
		burst:   cfg.Burst,
		window:  time.Duration(cfg.WindowSeconds),
		buckets: make(map[string]*bucket),
		now:     time.Now,
	}
}

// Allow reports whether key may make another request, and how many remain.
func (l *Limiter) Allow(key string) (bool, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets[key]
	if !ok || now.Sub(b.start) >= l.window {
		b = &bucket{start: now}
		l.buckets[key] = b
	}
	if b.count >= l.burst {
		return false, 0
	}
	b.count++
	return true, l.burst - b.count
}

// RetryAfter is how long key must wait for its window to reset.
func (l *Limiter) RetryAfter(key string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		return 0
	}
	return b.start.Add(l.window).Sub(l.now())
}
