package ratelimit

import (
	"sync"
	"time"
)

// Limiter is a token bucket limiter keyed by client id.
type Limiter struct {
	mu      sync.Mutex
	rate    float64 // tokens per second
	burst   float64 // bucket capacity
	buckets map[string]*bucket
	now     func() time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

func New(rate, burst int) *Limiter {
	if burst <= 0 {
		burst = rate
	}
	return &Limiter{
		rate:    float64(rate),
		burst:   float64(burst),
		buckets: make(map[string]*bucket),
		now:     time.Now,
	}
}

// Allow reports whether one request from key may pass now.
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	t := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.rate, last: t}
		l.buckets[key] = b
	}
	elapsed := t.Sub(b.last).Seconds()
	b.tokens = minf(l.burst, b.tokens+elapsed*l.rate)
	b.last = t
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

func minf(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}
