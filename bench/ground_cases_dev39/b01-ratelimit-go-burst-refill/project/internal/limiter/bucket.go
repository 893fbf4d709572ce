package limiter

import (
	"math"
	"sync"
	"time"
)

// Clock is swapped out in tests.
type Clock interface {
	Now() time.Time
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

// Bucket is a token bucket that refills at rate tokens per second.
type Bucket struct {
	mu     sync.Mutex
	rate   float64
	burst  float64
	tokens float64
	last   time.Time
	clock  Clock
}

// NewBucket returns a full bucket that refills at rate tokens per second
// and holds at most burst tokens.
func NewBucket(rate, burst int, clock Clock) *Bucket {
	if clock == nil {
		clock = realClock{}
	}
	if burst < rate {
		burst = rate
	}
	return &Bucket{
		rate:   float64(rate),
		burst:  float64(burst),
		tokens: float64(burst),
		last:   clock.Now(),
		clock:  clock,
	}
}

// Allow takes one token if there is one.
func (b *Bucket) Allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// RetryAfter is how long until the next token is available.
func (b *Bucket) RetryAfter() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	if b.tokens >= 1 {
		return 0
	}
	return time.Duration((1 - b.tokens) / b.rate * float64(time.Second))
}

func (b *Bucket) refill() {
	now := b.clock.Now()
	elapsed := now.Sub(b.last).Seconds()
	b.last = now
	b.tokens = math.Min(b.tokens+elapsed*b.rate, b.rate)
}
