package limiter

import (
	"sync"
	"time"
)

// Registry keeps one bucket per client key (API key or IP).
type Registry struct {
	mu      sync.Mutex
	buckets map[string]*Bucket
	seen    map[string]time.Time
	rate    int
	burst   int
	clock   Clock
}

func NewRegistry(rate, burst int, clock Clock) *Registry {
	if clock == nil {
		clock = realClock{}
	}
	return &Registry{
		buckets: map[string]*Bucket{},
		seen:    map[string]time.Time{},
		rate:    rate,
		burst:   burst,
		clock:   clock,
	}
}

// Get returns the bucket for key, creating a full one on first use.
func (r *Registry) Get(key string) *Bucket {
	r.mu.Lock()
	defer r.mu.Unlock()
	b, ok := r.buckets[key]
	if !ok {
		b = NewBucket(r.rate, r.burst, r.clock)
		r.buckets[key] = b
	}
	r.seen[key] = r.clock.Now()
	return b
}

// Sweep drops buckets that have not been used for idle.
func (r *Registry) Sweep(idle time.Duration) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	cutoff := r.clock.Now().Add(-idle)
	n := 0
	for k, t := range r.seen {
		if t.Before(cutoff) {
			delete(r.seen, k)
			delete(r.buckets, k)
			n++
		}
	}
	return n
}
