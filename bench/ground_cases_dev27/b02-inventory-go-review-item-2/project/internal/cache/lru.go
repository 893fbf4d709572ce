package cache

import (
	"container/list"
	"sync"
	"time"
)

type entry struct {
	key       string
	value     any
	expiresAt time.Time
}

// LRU is a fixed-size cache with a TTL per entry. It is safe for concurrent use.
type LRU struct {
	mu    sync.RWMutex
	cap   int
	ttl   time.Duration
	ll    *list.List
	items map[string]*list.Element
	now   func() time.Time
}

func New(capacity int, ttl time.Duration) *LRU {
	return &LRU{
		cap:   capacity,
		ttl:   ttl,
		ll:    list.New(),
		items: make(map[string]*list.Element, capacity),
		now:   time.Now,
	}
}

// Get returns the cached value and marks it as recently used.
func (c *LRU) Get(key string) (any, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*entry)
	if c.now().After(e.expiresAt) {
		return nil, false
	}
	c.ll.MoveToFront(el)
	return e.value, true
}

// Set stores value under key, evicting the least recently used entry when full.
func (c *LRU) Set(key string, value any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		e := el.Value.(*entry)
		e.value = value
		e.expiresAt = c.now().Add(c.ttl)
		c.ll.MoveToFront(el)
		return
	}
	c.items[key] = c.ll.PushFront(&entry{key: key, value: value, expiresAt: c.now().Add(c.ttl)})
	if c.ll.Len() > c.cap {
		c.removeOldest()
	}
}

// Delete drops key from the cache.
func (c *LRU) Delete(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.ll.Remove(el)
		delete(c.items, key)
	}
}

func (c *LRU) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.ll.Len()
}

func (c *LRU) removeOldest() {
	el := c.ll.Back()
	if el == nil {
		return
	}
	c.ll.Remove(el)
	delete(c.items, el.Value.(*entry).key)
}
