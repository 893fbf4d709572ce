package cache

import (
	"expvar"
	"sync"
	"time"

	"github.com/parcelhop/shipfeed/internal/carrier"
)

// DefaultTTL is how long a carrier quote stays valid when no TTL is configured.
const DefaultTTL = 10 * time.Minute

// Hit/miss counters, published on /debug/vars.
var (
	cacheHits   = expvar.NewInt("rate_cache_hits")
	cacheMisses = expvar.NewInt("rate_cache_misses")
)

type entry struct {
	rates   []carrier.Rate
	expires time.Time
}

// RateCache keeps carrier rate quotes per lane key ("DE-10115>FR-75001:2000").
type RateCache struct {
	mu      sync.RWMutex
	entries map[string]entry
	ttl     time.Duration
	now     func() time.Time
}

// NewRateCache returns a cache with DefaultTTL.
func NewRateCache() *RateCache {
	return &RateCache{entries: make(map[string]entry), ttl: DefaultTTL, now: time.Now}
}

// NewRateCacheWithTTL returns a cache whose entries live for ttl (DefaultTTL when ttl <= 0).
func NewRateCacheWithTTL(ttl time.Duration) *RateCache {
	if ttl <= 0 {
		ttl = DefaultTTL
	}
	return &RateCache{ttl: ttl, now: time.Now}
}

// Get returns the cached rates for key, if present and not expired.
func (c *RateCache) Get(key string) ([]carrier.Rate, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.entries[key]
	if !ok || c.now().After(e.expires) {
		cacheMisses.Add(1)
		return nil, false
	}
	cacheHits.Add(1)
	return e.rates, true
}

// Put stores rates for key.
func (c *RateCache) Put(key string, rates []carrier.Rate) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries[key] = entry{rates: rates, expires: c.now().Add(c.ttl)}
}

// Purge drops expired entries and returns how many it dropped.
func (c *RateCache) Purge() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	n := 0
	for k, e := range c.entries {
		if now.After(e.expires) {
			delete(c.entries, k)
			n++
		}
	}
	return n
}

// Len is the number of entries, expired ones included.
func (c *RateCache) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.entries)
}
