package ratelimit

import (
	"math"
	"sync"
	"time"
)

// Clock lets tests control time.
type Clock interface {
	Now() time.Time
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

// Bucket is a token bucket: it holds up to burst tokens and refills rps tokens per second.
type Bucket struct {
	mu     sync.Mutex
	clock  Clock
	rps    float64
	burst  float64
	tokens float64
	last   time.Time
}

// New returns a full bucket.
func New(rps float64, burst int) *Bucket {
	return NewWithClock(rps, burst, realClock{})
}

// NewWithClock is New with a clock the caller controls.
func NewWithClock(rps float64, burst int, c Clock) *Bucket {
	return &Bucket{clock: c, rps: rps, burst: float64(burst), tokens: float64(burst), last: c.Now()}
}

func (b *Bucket) refill(now time.Time) {
	elapsed := now.Sub(b.last)
	if elapsed <= 0 {
		return
	}
	b.tokens = math.Min(b.burst, b.tokens+float64(elapsed/time.Second)*b.rps)
	b.last = now
}

// Allow takes one token if there is one.
func (b *Bucket) Allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock.Now())
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Tokens reports how many whole tokens are available now.
func (b *Bucket) Tokens() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock.Now())
	return int(b.tokens)
}
