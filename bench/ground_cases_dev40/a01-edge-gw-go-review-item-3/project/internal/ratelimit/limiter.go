// Package ratelimit implements the gateway's per-client token bucket limiter.
package ratelimit

import (
	"math"
	"sync"
	"time"
)

type bucket struct {
	tokens float64
	last   time.Time
}

// Limiter hands out tokens per client key: rate tokens per second, at most
// burst in the bucket. Buckets idle for longer than ttl are dropped by the
// janitor goroutine.
type Limiter struct {
	mu      sync.Mutex
	buckets map[string]*bucket
	rate    float64
	burst   float64
	ttl     time.Duration
	now     func() time.Time
	stop    chan struct{}
}

// New starts a limiter and its janitor. Call Stop when done.
func New(rate float64, burst int, ttl time.Duration) *Limiter {
	l := &Limiter{
		buckets: make(map[string]*bucket),
		rate:    rate,
		burst:   float64(burst),
		ttl:     ttl,
		now:     time.Now,
		stop:    make(chan struct{}),
	}
	go l.janitor(ttl / 2)
	return l
}

// Allow reports whether the client identified by key may make a request now
// and, if not, how long until its next token.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	}
	// Refill for the time since the last request, never above the burst size.
	elapsed := now.Sub(b.last).Seconds()
	b.tokens = math.Min(l.burst, b.tokens+elapsed*l.rate)
	b.last = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	wait := time.Duration((1 - b.tokens) / l.rate * float64(time.Second))
	return false, wait
}

// Len is the number of tracked clients (exported as a gauge on /debug/vars).
func (l *Limiter) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}

func (l *Limiter) janitor(every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			l.evict()
		case <-l.stop:
			return
		}
	}
}

// evict drops the buckets of clients that have been idle for longer than ttl.
func (l *Limiter) evict() {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	for key, b := range l.buckets {
		if now.Sub(b.last) < l.ttl {
			delete(l.buckets, key)
		}
	}
}

// Stop ends the janitor goroutine.
func (l *Limiter) Stop() {
	close(l.stop)
}
