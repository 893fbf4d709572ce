package cache

import (
	"sync"
	"time"
)

type entry struct {
	value   []byte
	expires time.Time
}

// Cache is a small TTL cache for upstream price responses.
type Cache struct {
	mu    sync.Mutex
	ttl   time.Duration
	max   int
	items map[string]entry
}

func New(ttl time.Duration, max int) *Cache {
	return &Cache{ttl: ttl, max: max, items: make(map[string]entry)}
}

func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.items[key]
	if !ok {
		return nil, false
	}
	if time.Now().After(e.expires) {
		delete(c.items, key)
		return nil, false
	}
	return e.value, true
}

func (c *Cache) Set(key string, value []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.items) >= c.max {
		c.evictOne()
	}
	c.items[key] = entry{value: value, expires: time.Now().Add(c.ttl * time.Second)}
}

// evictOne drops the entry closest to expiry. Called with mu held.
func (c *Cache) evictOne() {
	var oldestKey string
	var oldest time.Time
	for k, e := range c.items {
		if oldestKey == "" || e.expires.Before(oldest) {
			oldestKey, oldest = k, e.expires
		}
	}
	delete(c.items, oldestKey)
}
