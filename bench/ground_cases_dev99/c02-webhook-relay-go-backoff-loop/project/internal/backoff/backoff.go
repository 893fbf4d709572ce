// Package backoff computes the wait between webhook delivery attempts.
package backoff

import (
	"math/rand"
	"time"
)

// Policy is exponential backoff: Base, 2*Base, 4*Base ... capped at Max,
// with up to Jitter (a fraction, 0..1) of random spread added on top.
type Policy struct {
	Base   time.Duration
	Max    time.Duration
	Jitter float64
	rand   *rand.Rand
}

// Default is what the relay uses unless the config says otherwise.
func Default() Policy {
	return Policy{Base: 2 * time.Second, Max: 2 * time.Minute, Jitter: 0.2}
}

// WithSeed makes the jitter reproducible (tests).
func (p Policy) WithSeed(seed int64) Policy {
	p.rand = rand.New(rand.NewSource(seed))
	return p
}

// Next is the wait before retry number attempt (1 = the first retry).
func (p Policy) Next(attempt int) time.Duration {
	d := p.Base
	for i := 0; i < attempt && d < p.Max; i++ {
		d *= 2
	}
	if d > p.Max {
		d = p.Max
	}
	return p.withJitter(d)
}

func (p Policy) withJitter(d time.Duration) time.Duration {
	if p.Jitter <= 0 {
		return d
	}
	r := rand.Float64
	if p.rand != nil {
		r = p.rand.Float64
	}
	return d + time.Duration(float64(d)*p.Jitter*r())
}
