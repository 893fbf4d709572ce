package store

import (
	"sync"
	"time"
)

type cacheEntry struct {
	value   Profile
	expires time.Time
}

// Cache is a tiny TTL cache keyed by user id.
type Cache struct {
	mu      sync.RWMutex
	entries map[int64]cacheEntry
	hits    uint64
	misses  uint64
}

func NewCache() *Cache {
	return &Cache{entries: make(map[int64]cacheEntry)}
}

// Get returns the cached profile if present and not expired.
func (c *Cache) Get(id int64) (Profile, bool) {
	c.mu.RLock()
	e, ok := c.entries[id]
	c.mu.RUnlock()
	if !ok || time.Now().After(e.expires) {
		c.mu.Lock()
		c.misses++
		c.mu.Unlock()
		return Profile{}, false
	}
	c.mu.Lock()
	c.hits++
	c.mu.Unlock()
	return e.value, true
}

// Set stores p for ttlSeconds seconds.
func (c *Cache) Set(id int64, p Profile, ttlSeconds int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries[id] = cacheEntry{
		value:   p,
		expires: time.Now().Add(time.Duration(ttlSeconds) * time.Millisecond),
	}
}

func (c *Cache) Delete(id int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.entries, id)
}

// Stats returns hit and miss counters.
func (c *Cache) Stats() (hits, misses uint64) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.hits, c.misses
}
