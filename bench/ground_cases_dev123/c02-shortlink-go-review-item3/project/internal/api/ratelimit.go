package api

import (
	"sync"
	"time"
)

// Limiter is a fixed-window limiter keyed by client IP: at most Max
// requests per Window. Old windows are swept by Cleanup.
type Limiter struct {
	Max    int
	Window time.Duration

	mu      sync.Mutex
	buckets map[string]*bucket
}

type bucket struct {
	start time.Time
	count int
}

func NewLimiter(max int, window time.Duration) *Limiter {
	return &Limiter{Max: max, Window: window, buckets: make(map[string]*bucket)}
}

func (l *Limiter) Allow(key string) bool {
	now := time.Now()
	b, ok := l.buckets[key]
	if !ok || now.Sub(b.start) >= l.Window {
		l.buckets[key] = &bucket{start: now, count: 1}
		return true
	}
	if b.count >= l.Max {
		return false
	}
	b.count++
	return true
}

// Cleanup drops buckets whose window has ended. Run it from a ticker.
func (l *Limiter) Cleanup() {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	for k, b := range l.buckets {
		if now.Sub(b.start) >= l.Window {
			delete(l.buckets, k)
		}
	}
}
