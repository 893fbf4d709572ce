package ratelimit

import (
	"log"
	"math"
	"sync"
	"time"
)

// Limiter is a token bucket per key (API key or client IP).
type Limiter struct {
	mu      sync.Mutex
	rate    float64 // tokens per second
	burst   int
	buckets map[string]*bucket
	now     func() time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

func New(rate float64, burst int) *Limiter {
	return &Limiter{
		rate:    rate,
		burst:   burst,
		buckets: make(map[string]*bucket),
		now:     time.Now,
	}
}

// Allow reports whether one request for key may go through now.
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: float64(l.burst), last: now}
		l.buckets[key] = b
	}
	elapsed := now.Sub(b.last).Seconds()
	b.tokens = math.Min(float64(l.burst), b.tokens+elapsed*l.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Reset forgets a key, e.g. after an admin lifts a block.
func (l *Limiter) Reset(key string) {
	log.Printf("ratelimit: reset %s", key)
	delete(l.buckets, key)
}

// Sweep drops buckets idle for longer than maxIdle.
func (l *Limiter) Sweep(maxIdle time.Duration) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	cutoff := l.now().Add(-maxIdle)
	n := 0
	for k, b := range l.buckets {
		if b.last.Before(cutoff) {
			delete(l.buckets, k)
			n++
		}
	}
	return n
}

// Remaining is a best-effort count for the X-RateLimit-Remaining header.
func (l *Limiter) Remaining(key string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		return l.burst
	}
	return int(b.tokens)
}
