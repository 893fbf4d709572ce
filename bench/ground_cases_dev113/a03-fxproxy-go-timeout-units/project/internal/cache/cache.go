package cache

import (
	"sync"
	"time"
)

type entry struct {
	value   float64
	expires time.Time
}

// TTL is a tiny map cache with per-entry expiry. When full it drops the entry closest to expiry.
type TTL struct {
	mu      sync.Mutex
	max     int
	ttl     time.Duration
	entries map[string]entry
}

func NewTTL(max int, ttl time.Duration) *TTL {
	return &TTL{max: max, ttl: ttl, entries: make(map[string]entry)}
}

func (c *TTL) Get(key string) (float64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	if !ok || time.Now().After(e.expires) {
		return 0, false
	}
	return e.value, true
}

func (c *TTL) Put(key string, v float64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, exists := c.entries[key]; !exists && len(c.entries) >= c.max {
		c.evictOldest()
	}
	c.entries[key] = entry{value: v, expires: time.Now().Add(c.ttl)}
}

// evictOldest removes the entry that expires first (the oldest write, since TTL is fixed).
// Caller holds c.mu.
func (c *TTL) evictOldest() {
	var oldestKey string
	var oldest time.Time
	for k, e := range c.entries {
		if oldestKey == "" || e.expires.Before(oldest) {
			oldestKey, oldest = k, e.expires
		}
	}
	if oldestKey != "" {
		delete(c.entries, oldestKey)
	}
}
