// Package limiter implements a per-key token bucket.
package limiter

import (
	"sync"
	"time"
)

// Limiter hands out tokens per key; each key gets Burst tokens that refill at Rate per second.
type Limiter struct {
	Rate  float64
	Burst int

	mu      sync.Mutex
	buckets map[string]*bucket
	now     func() time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

// New returns a limiter that allows `perMinute` requests a minute per key, with bursts up to `burst`.
func New(perMinute, burst int) *Limiter {
	return &Limiter{
		Rate:    float64(perMinute) / 60,
		Burst:   burst,
		buckets: make(map[string]*bucket),
		now:     time.Now,
	}
}

func (l *Limiter) refill(key string) *bucket {
	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: float64(l.Burst), last: now}
		l.buckets[key] = b
		return b
	}
	elapsed := now.Sub(b.last).Seconds()
	b.tokens += elapsed * l.Rate
	if b.tokens > float64(l.Burst) {
		b.tokens = float64(l.Burst)
	}
	b.last = now
	return b
}

// Allow takes one token for key. It reports whether the request may proceed and how many
// whole tokens are left afterwards.
func (l *Limiter) Allow(key string) (bool, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.refill(key)
	if b.tokens < 1 {
		return false, 0
	}
	b.tokens--
	return true, int(b.tokens)
}

// Peek reports how many whole tokens key has without taking one.
func (l *Limiter) Peek(key string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return int(l.refill(key).tokens)
}

// RetryAfter is how long until key has a token again.
func (l *Limiter) RetryAfter(key string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.refill(key)
	if b.tokens >= 1 || l.Rate <= 0 {
		return 0
	}
	return time.Duration((1 - b.tokens) / l.Rate * float64(time.Second))
}

// Sweep drops buckets that have been full for longer than idle, to bound memory.
func (l *Limiter) Sweep(idle time.Duration) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	cutoff := l.now().Add(-idle)
	dropped := 0
	for key, b := range l.buckets {
		if b.last.Before(cutoff) {
			delete(l.buckets, key)
			dropped++
		}
	}
	return dropped
}
