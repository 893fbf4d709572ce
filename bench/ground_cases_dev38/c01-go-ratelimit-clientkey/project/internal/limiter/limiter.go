package limiter

import (
	"sync"
	"time"
)

// Bucket is a token bucket for one client.
type Bucket struct {
	tokens   float64
	last     time.Time
	capacity float64
}

// Limiter keeps one bucket per client key.
type Limiter struct {
	mu       sync.Mutex
	buckets  map[string]*Bucket
	rate     int // tokens per second
	burst    int
	interval time.Duration
	now      func() time.Time
}

func New(rate, burst int) *Limiter {
	return &Limiter{
		buckets:  make(map[string]*Bucket),
		rate:     rate,
		burst:    burst,
		interval: time.Second,
		now:      time.Now,
	}
}

func (l *Limiter) refill(b *Bucket, now time.Time) {
	elapsed := now.Sub(b.last)
	b.tokens += elapsed.Seconds() / l.interval.Seconds() * float64(l.rate)
	if b.tokens > b.capacity {
		b.tokens = b.capacity
	}
	b.last = now
}

// Allow reports whether the client identified by key may make one more request.
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &Bucket{tokens: float64(l.burst), last: now, capacity: float64(l.burst)}
		l.buckets[key] = b
	}
	l.refill(b, now)
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
