// Package cache is a small in-memory cache for upstream quote responses.
package cache

import (
	"sync"
	"time"
)

type entry struct {
	value     []byte
	expiresAt time.Time
}

// Cache is a TTL cache safe for concurrent use. A zero TTL means entries
// never expire (used in staging, where upstream is a stub).
type Cache struct {
	mu    sync.RWMutex
	ttl   time.Duration
	items map[string]entry
	now   func() time.Time
}

// New returns a cache whose entries live for ttl.
func New(ttl time.Duration) *Cache {
	if ttl <= 0 {
		return &Cache{now: time.Now}
	}
	return &Cache{ttl: ttl, items: make(map[string]entry), now: time.Now}
}

// Get returns the cached value for key, if present and not expired.
func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.items[key]
	if !ok {
		return nil, false
	}
	if c.ttl > 0 && c.now().After(e.expiresAt) {
		return nil, false
	}
	return e.value, true
}

// Set stores value under key.
func (c *Cache) Set(key string, value []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := entry{value: value}
	if c.ttl > 0 {
		e.expiresAt = c.now().Add(c.ttl)
	}
	c.items[key] = e
}

// Delete removes key from the cache.
func (c *Cache) Delete(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.items, key)
}

// Len reports how many entries are stored, expired ones included.
func (c *Cache) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.items)
}
