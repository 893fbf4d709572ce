package ratelimit

import (
	"sync"
	"time"

	"example.com/limitd/internal/clock"
)

// Bucket is a token bucket refilled continuously at rate tokens per second.
type Bucket struct {
	mu       sync.Mutex
	capacity float64
	rate     float64
	tokens   float64
	last     time.Time
	clock    clock.Clock
}

// NewBucket returns a full bucket holding capacity tokens.
func NewBucket(capacity int, perSecond float64, c clock.Clock) *Bucket {
	if c == nil {
		c = clock.Real{}
	}
	return &Bucket{
		capacity: float64(capacity),
		rate:     perSecond,
		tokens:   float64(capacity),
		last:     c.Now(),
		clock:    c,
	}
}

func (b *Bucket) refill(now time.Time) {
	elapsed := now.Sub(b.last).Seconds()
	if elapsed <= 0 {
		return
	}
	b.tokens += elapsed * b.rate
	if b.tokens > b.capacity {
		b.tokens = b.capacity
	}
	b.last = now
}

// AllowN reports whether n tokens are available and takes them if so.
func (b *Bucket) AllowN(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock.Now())
	if b.tokens > float64(n) {
		b.tokens -= float64(n)
		return true
	}
	return false
}

// Allow is AllowN(1).
func (b *Bucket) Allow() bool { return b.AllowN(1) }

// Remaining returns the whole tokens currently available.
func (b *Bucket) Remaining() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock.Now())
	return int(b.tokens)
}
