package ratelimit

import (
	"math"
	"sync"
	"time"
)

// Bucket is a token bucket holding up to capacity tokens, refilled at rate tokens per second.
type Bucket struct {
	mu       sync.Mutex
	tokens   float64
	capacity float64
	rate     float64
	last     time.Time
}

// NewBucket returns a full bucket.
func NewBucket(capacity int, perSecond float64, now time.Time) *Bucket {
	return &Bucket{
		tokens:   float64(capacity),
		capacity: float64(capacity),
		rate:     perSecond,
		last:     now,
	}
}

func (b *Bucket) refill(now time.Time) {
	elapsed := now.Sub(b.last).Seconds()
	if elapsed <= 0 {
		return
	}
	b.tokens += elapsed * b.rate
	b.last = now
}

// Allow takes one token if one is available.
func (b *Bucket) Allow(now time.Time) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(now)
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// RetryAfter is how long a caller has to wait for the next token.
func (b *Bucket) RetryAfter(now time.Time) time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(now)
	if b.tokens >= 1 {
		return 0
	}
	missing := 1 - b.tokens
	return time.Duration(math.Ceil(missing / b.rate * float64(time.Second)))
}

// idleSince reports when the bucket was last touched.
func (b *Bucket) idleSince() time.Time {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.last
}
