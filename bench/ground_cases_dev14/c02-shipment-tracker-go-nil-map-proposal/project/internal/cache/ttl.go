// Package cache keeps carrier tracking responses for a short time so that
// customers refreshing the tracking page do not hit the carrier APIs.
package cache

import (
	"sync"
	"time"
)

type entry struct {
	value   any
	expires time.Time
}

// Store is what the handlers need from a cache.
type Store interface {
	Get(key string) (any, bool)
	Set(key string, value any)
}

// TTLCache is an in-memory Store whose entries expire after TTL.
type TTLCache struct {
	TTL   time.Duration
	mu    sync.Mutex
	items map[string]entry
}

// New returns a ready TTLCache.
func New(ttl time.Duration) *TTLCache {
	return &TTLCache{TTL: ttl, items: make(map[string]entry)}
}

func (c *TTLCache) Get(key string) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.items[key]
	if !ok || time.Now().After(e.expires) {
		return nil, false
	}
	return e.value, true
}

func (c *TTLCache) Set(key string, value any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[key] = entry{value: value, expires: time.Now().Add(c.TTL)}
}

// Sweep drops expired entries; the server calls it every minute.
func (c *TTLCache) Sweep() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	now := time.Now()
	for k, e := range c.items {
		if now.After(e.expires) {
			delete(c.items, k)
			n++
		}
	}
	return n
}

// Noop is used when caching is switched off.
type Noop struct{}

func (Noop) Get(string) (any, bool) { return nil, false }
func (Noop) Set(string, any)        {}
