package ratelimit

import (
	"sync"
	"time"

	"example.com/limitd/internal/clock"
)

// Keyed holds one Bucket per API key.
type Keyed struct {
	mu      sync.Mutex
	buckets map[string]*entry
	burst   int
	rate    float64
	idle    time.Duration
	clock   clock.Clock
}

type entry struct {
	b        *Bucket
	lastSeen time.Time
}

func NewKeyed(burst int, rate float64, idle time.Duration, c clock.Clock) *Keyed {
	if c == nil {
		c = clock.Real{}
	}
	return &Keyed{buckets: map[string]*entry{}, burst: burst, rate: rate, idle: idle, clock: c}
}

// Allow takes one token from key's bucket, creating it on first use.
func (k *Keyed) Allow(key string) bool {
	k.mu.Lock()
	e, ok := k.buckets[key]
	if !ok {
		e = &entry{b: NewBucket(k.burst, k.rate, k.clock)}
		k.buckets[key] = e
	}
	e.lastSeen = k.clock.Now()
	k.mu.Unlock()
	return e.b.Allow()
}

// Sweep drops buckets not used for longer than the idle timeout.
func (k *Keyed) Sweep() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	now := k.clock.Now()
	dropped := 0
	for key, e := range k.buckets {
		if now.Sub(e.lastSeen) > k.idle {
			delete(k.buckets, key)
			dropped++
		}
	}
	return dropped
}
