// Package retry holds the delay policy between webhook delivery attempts.
package retry

import (
	"math/rand"
	"time"
)

// Policy is read from the retry section of relay.yaml.
type Policy struct {
	MaxAttempts int           `yaml:"max_attempts"`
	BaseDelay   time.Duration `yaml:"base_delay"`
	MaxDelay    time.Duration `yaml:"max_delay"`
}

// DefaultPolicy is used when relay.yaml has no retry section.
var DefaultPolicy = Policy{MaxAttempts: 10, BaseDelay: time.Second, MaxDelay: 5 * time.Minute}

// Backoff returns how long to wait before attempt number attempt (1-based):
// base, 2*base, 4*base, ... capped at max, plus up to one base of jitter so
// that many failing targets do not retry in lockstep.
func Backoff(attempt int, base, max time.Duration) time.Duration {
	if attempt < 1 {
		attempt = 1
	}
	d := base << (attempt - 1)
	if d > max {
		d = max
	}
	return d + time.Duration(rand.Int63n(int64(base)))
}

// Exhausted reports whether no attempt is left after attempt number attempt.
func (p Policy) Exhausted(attempt int) bool {
	return p.MaxAttempts > 0 && attempt >= p.MaxAttempts
}
