package limiter

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// PerTenant hands out one token bucket per tenant id.
type PerTenant struct {
	mu       sync.Mutex
	rate     rate.Limit
	burst    int
	buckets  map[string]*rate.Limiter
	lastSeen map[string]time.Time
}

func New(perSecond float64, burst int) *PerTenant {
	return &PerTenant{
		rate:     rate.Limit(perSecond),
		burst:    burst,
		buckets:  map[string]*rate.Limiter{},
		lastSeen: map[string]time.Time{},
	}
}

// Allow reports whether tenant may send one more message now.
func (p *PerTenant) Allow(tenant string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	b, ok := p.buckets[tenant]
	if !ok {
		b = rate.NewLimiter(p.rate, p.burst)
		p.buckets[tenant] = b
	}
	p.lastSeen[tenant] = time.Now()
	return b.Allow()
}

// Sweep drops buckets of tenants idle for longer than idle; the janitor calls it.
func (p *PerTenant) Sweep(idle time.Duration) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for t, seen := range p.lastSeen {
		if time.Since(seen) > idle {
			delete(p.buckets, t)
			delete(p.lastSeen, t)
			n++
		}
	}
	return n
}
