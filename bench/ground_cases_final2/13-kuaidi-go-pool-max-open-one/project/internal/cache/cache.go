package cache

import (
	"sync"
	"time"
)

type entry struct {
	val     any
	expires time.Time
}

// Cache is a tiny TTL cache for per-customer list responses.
type Cache struct {
	mu  sync.RWMutex
	ttl time.Duration
	m   map[string]entry
}

func New(ttl time.Duration) *Cache { return &Cache{ttl: ttl, m: map[string]entry{}} }

func (c *Cache) Get(key string) (any, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.m[key]
	if !ok || time.Now().After(e.expires) {
		return nil, false
	}
	return e.val, true
}

func (c *Cache) Set(key string, val any) {
	c.mu.Lock()
	c.m[key] = entry{val: val, expires: time.Now().Add(c.ttl)}
	c.mu.Unlock()
}
