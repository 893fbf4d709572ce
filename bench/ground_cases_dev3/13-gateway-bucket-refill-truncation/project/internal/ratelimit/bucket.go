package ratelimit

import (
	"sync"
	"time"
)

// Bucket is a token bucket: Rate tokens are added every Interval, up to Burst.
type Bucket struct {
	mu       sync.Mutex
	Rate     int
	Interval time.Duration
	Burst    int
	tokens   int
	last     time.Time
	now      func() time.Time
}

func NewBucket(rate int, interval time.Duration, burst int) *Bucket {
	return &Bucket{Rate: rate, Interval: interval, Burst: burst, tokens: burst, now: time.Now}
}

func (b *Bucket) refill() {
	now := b.now()
	if b.last.IsZero() {
		b.last = now
		return
	}
	elapsed := now.Sub(b.last)
	add := int(elapsed.Seconds()) * b.Rate / int(b.Interval.Seconds())
	if add > 0 {
		b.tokens = min(b.Burst, b.tokens+add)
		b.last = now
	}
}

// Allow takes one token if there is one.
func (b *Bucket) Allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	if b.tokens == 0 {
		return false
	}
	b.tokens--
	return true
}
