package cache

import (
	"context"
	"sync"
	"time"
)

type entry[V any] struct {
	val     V
	expires time.Time
}

// TTLCache is the in-process cache in front of MySQL for hot SKUs and warehouses.
type TTLCache[V any] struct {
	mu    sync.RWMutex
	items map[string]entry[V]
	ttl   time.Duration
	now   func() time.Time
}

func NewTTL[V any](ttl time.Duration) *TTLCache[V] {
	return &TTLCache[V]{items: make(map[string]entry[V]), ttl: ttl, now: time.Now}
}

func (c *TTLCache[V]) Get(key string) (V, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.items[key]
	if !ok || c.now().After(e.expires) {
		var zero V
		return zero, false
	}
	return e.val, true
}

func (c *TTLCache[V]) Set(key string, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[key] = entry[V]{v, c.now().Add(c.ttl)}
}

// GetOrLoad returns the cached value for key, or calls load and caches what it returns.
func (c *TTLCache[V]) GetOrLoad(ctx context.Context, key string, load func(context.Context) (V, error)) (V, error) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if e, ok := c.items[key]; ok && c.now().Before(e.expires) {
		return e.val, nil
	}
	v, err := load(ctx)
	if err != nil {
		return v, err
	}
	c.items[key] = entry[V]{val: v, expires: c.now().Add(c.ttl)}
	return v, nil
}

func (c *TTLCache[V]) Delete(key string) {
	c.mu.Lock()
	delete(c.items, key)
	c.mu.Unlock()
}

func (c *TTLCache[V]) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.items)
}
