// Package backoff computes retry delays: exponential with full jitter.
package backoff

import (
	"math/rand"
	"time"
)

// Policy describes how long to wait between attempts.
type Policy struct {
	Base time.Duration // delay before the second attempt, before jitter
	Max  time.Duration // no single delay is longer than this
	Rand *rand.Rand    // nil means the global source
}

// Delay returns how long to wait after the given failed attempt (1-based).
// The ceiling doubles every attempt up to Max; the delay is uniform in [ceiling/2, ceiling].
func (p Policy) Delay(attempt int) time.Duration {
	if attempt < 1 {
		attempt = 1
	}
	ceiling := p.Base
	for i := 1; i < attempt && ceiling < p.Max; i++ {
		ceiling *= 2
	}
	if p.Max > 0 && ceiling > p.Max {
		ceiling = p.Max
	}
	half := int64(ceiling / 2)
	if half <= 0 {
		return ceiling
	}
	if p.Rand != nil {
		return time.Duration(half + p.Rand.Int63n(half+1))
	}
	return time.Duration(half + rand.Int63n(half+1))
}
