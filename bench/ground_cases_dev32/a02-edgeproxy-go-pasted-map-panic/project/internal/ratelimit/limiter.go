// Package ratelimit implements a per-key token bucket limiter for the proxy's
// public endpoints. Keys are client IPs or API key IDs.
package ratelimit

import (
	"sync"
	"time"
)

// bucket is a classic token bucket guarded by its own mutex.
type bucket struct {
	mu       sync.Mutex
	tokens   float64
	last     time.Time
	rate     float64 // tokens per second
	burst    float64
	lastSeen time.Time
}

func newBucket(rate, burst float64) *bucket {
	now := time.Now()
	return &bucket{tokens: burst, last: now, rate: rate, burst: burst, lastSeen: now}
}

func (b *bucket) take(now time.Time) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	elapsed := now.Sub(b.last).Seconds()
	b.tokens = min(b.burst, b.tokens+elapsed*b.rate)
	b.last = now
	b.lastSeen = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Limiter hands out one bucket per key and forgets keys idle for longer than ttl.
type Limiter struct {
	mu      sync.RWMutex
	buckets map[string]*bucket
	rate    float64
	burst   float64
	ttl     time.Duration

	stop      chan struct{}
	done      chan struct{}
	closeOnce sync.Once
}

// New returns a limiter and starts the janitor goroutine that evicts idle buckets.
func New(rate float64, burst int, ttl time.Duration) *Limiter {
	l := &Limiter{
		buckets: make(map[string]*bucket),
		rate:    rate,
		burst:   float64(burst),
		ttl:     ttl,
		stop:    make(chan struct{}),
		done:    make(chan struct{}),
	}
	go l.janitor()
	return l
}

// Close stops the janitor and waits for it to exit. It is safe to call more than once.
func (l *Limiter) Close() {
	l.closeOnce.Do(func() { close(l.stop) })
	<-l.done
}

// Allow reports whether a request for key may proceed now.
func (l *Limiter) Allow(key string) bool {
	l.mu.RLock()
	b, ok := l.buckets[key]
	l.mu.RUnlock()
	if !ok {
		b = newBucket(l.rate, l.burst)
		l.buckets[key] = b
	}
	return b.take(time.Now())
}

func (l *Limiter) janitor() {
	defer close(l.done)
	t := time.NewTicker(l.ttl / 2)
	defer t.Stop()
	for {
		select {
		case <-l.stop:
			return
		case now := <-t.C:
			l.evict(now)
		}
	}
}

func (l *Limiter) evict(now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for k, b := range l.buckets {
		b.mu.Lock()
		idle := now.Sub(b.lastSeen)
		b.mu.Unlock()
		if idle > l.ttl {
			delete(l.buckets, k)
		}
	}
}

// Len is the number of live buckets (exported as a gauge on /debug/vars).
func (l *Limiter) Len() int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return len(l.buckets)
}
