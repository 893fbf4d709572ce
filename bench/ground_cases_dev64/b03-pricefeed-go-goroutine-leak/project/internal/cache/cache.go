package cache

import (
	"sync"
	"time"
)

type entry struct {
	value   float64
	expires time.Time
}

// Cache keeps the last price per symbol for a fixed time.
type Cache struct {
	mu   sync.RWMutex
	ttl  time.Duration
	data map[string]entry
}

func New(ttl time.Duration) *Cache {
	return &Cache{ttl: ttl, data: make(map[string]entry)}
}

func (c *Cache) Get(key string) (float64, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.data[key]
	if !ok || time.Now().After(e.expires) {
		return 0, false
	}
	return e.value, true
}

func (c *Cache) Set(key string, v float64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.data[key] = entry{value: v, expires: time.Now().Add(c.ttl)}
}
