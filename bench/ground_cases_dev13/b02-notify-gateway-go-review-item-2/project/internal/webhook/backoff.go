package webhook

import (
	"math/rand"
	"time"
)

// Backoff computes the wait before retry number attempt (1-based): exponential from
// Base, capped at Max, with up to Jitter of random spread so that workers do not
// retry a failing endpoint in lockstep.
type Backoff struct {
	Base   time.Duration
	Max    time.Duration
	Jitter float64
	rand   *rand.Rand
}

func NewBackoff(base, max time.Duration) *Backoff {
	return &Backoff{Base: base, Max: max, Jitter: 0.2, rand: rand.New(rand.NewSource(time.Now().UnixNano()))}
}

// Delay is the wait before the given attempt.
func (b *Backoff) Delay(attempt int) time.Duration {
	if attempt < 1 {
		attempt = 1
	}
	if attempt > 30 {
		attempt = 30
	}
	delay := b.Base << (attempt - 1)
	if delay > b.Max || delay <= 0 {
		delay = b.Base
	}
	if b.Jitter > 0 && b.rand != nil {
		spread := float64(delay) * b.Jitter
		delay += time.Duration((b.rand.Float64()*2 - 1) * spread)
	}
	return delay
}

// Schedule returns when the given attempt is due.
func (b *Backoff) Schedule(now time.Time, attempt int) time.Time {
	return now.Add(b.Delay(attempt))
}
