package cache

import (
	"sync"
	"time"
)

type entry struct {
	value   []byte
	expires time.Time
}

// TTLCache is a map with per-entry expiry. Expired entries are dropped when read.
type TTLCache struct {
	mu      sync.RWMutex
	ttl     time.Duration
	entries map[string]entry
	stop    chan struct{}
}

func New(ttl time.Duration) *TTLCache {
	c := &TTLCache{ttl: ttl, entries: make(map[string]entry), stop: make(chan struct{})}
	go c.janitor(ttl / 2)
	return c
}

// Close stops the background sweep.
func (c *TTLCache) Close() { close(c.stop) }

func (c *TTLCache) janitor(every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case now := <-t.C:
			c.mu.Lock()
			for k, e := range c.entries {
				if now.After(e.expires) {
					delete(c.entries, k)
				}
			}
			c.mu.Unlock()
		}
	}
}

func (c *TTLCache) Get(key string) ([]byte, bool) {
	c.mu.RLock()
	e, ok := c.entries[key]
	c.mu.RUnlock()
	if !ok {
		return nil, false
	}
	if time.Now().After(e.expires) {
		c.mu.Lock()
		delete(c.entries, key)
		c.mu.Unlock()
		return nil, false
	}
	return e.value, true
}

func (c *TTLCache) Set(key string, value []byte) {
	c.mu.Lock()
	c.entries[key] = entry{value: value, expires: time.Now().Add(c.ttl)}
	c.mu.Unlock()
}

func (c *TTLCache) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.entries)
}
