// Package limiter is a per-key token bucket: each API key may make Rate requests a
// second on average, with bursts of up to Burst.
package limiter

import (
	"math"
	"sync"
	"time"
)

type Config struct {
	Rate  float64 // tokens added per second
	Burst float64 // bucket size
}

type bucket struct {
	mu     sync.Mutex
	tokens float64
	last   time.Time
	rate   float64
	burst  float64
}

func newBucket(cfg Config, now time.Time) *bucket {
	return &bucket{tokens: cfg.Burst, last: now, rate: cfg.Rate, burst: cfg.Burst}
}

// Remaining is the whole number of tokens left, for the X-RateLimit-Remaining header.
func (b *bucket) Remaining() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return int(b.tokens)
}

// allow takes a token if there is one; otherwise it reports how long until there is.
func (b *bucket) allow(now time.Time) (bool, time.Duration) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.tokens = math.Min(b.burst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	if b.tokens >= 1 {
		b.tokens--
		b.last = now
		return true, 0
	}
	wait := time.Duration((1 - b.tokens) / b.rate * float64(time.Second))
	return false, wait
}

type Limiter struct {
	cfg     Config
	mu      sync.Mutex
	buckets map[string]*bucket
	now     func() time.Time
}

func New(cfg Config) *Limiter {
	return &Limiter{cfg: cfg, buckets: make(map[string]*bucket), now: time.Now}
}

func (l *Limiter) bucketFor(key string) *bucket {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		b = newBucket(l.cfg, l.now())
		l.buckets[key] = b
	}
	return b
}

// Allow reports whether key may make a request now, and if not, how long to wait.
func (l *Limiter) Allow(key string) (ok bool, wait time.Duration, remaining int) {
	b := l.bucketFor(key)
	ok, wait = b.allow(l.now())
	return ok, wait, b.Remaining()
}
