package delivery

import (
	"math/rand"
	"time"
)

// Policy controls how long a failed delivery waits before its next attempt.
type Policy struct {
	Base   time.Duration // delay after the first failure
	Max    time.Duration // upper bound for any single delay
	Jitter float64       // 0..1, fraction of the delay that is randomised
}

// NextDelay returns how long to wait before retry number attempt (1 = first retry):
// Base, 2*Base, 4*Base, ... capped at Max, then jittered.
func NextDelay(attempt int, p Policy, rnd *rand.Rand) time.Duration {
	if attempt < 1 {
		attempt = 1
	}
	d := p.Base * time.Duration(1<<uint(attempt-1))
	if d > p.Max {
		d = p.Max
	}
	return applyJitter(d, p.Jitter, rnd)
}

// applyJitter spreads d over [d*(1-j), d] so that retries caused by the same
// outage do not all hit the merchant in the same second.
func applyJitter(d time.Duration, j float64, rnd *rand.Rand) time.Duration {
	if j <= 0 || d <= 0 {
		return d
	}
	if j > 1 {
		j = 1
	}
	spread := time.Duration(float64(d) * j)
	if spread <= 0 {
		return d
	}
	return d - time.Duration(rnd.Int63n(int64(spread)))
}
