// Package cache is a small in-process LRU used for rendered templates.
package cache

import (
	"container/list"
	"sync"
)

type entry struct {
	key   string
	value any
}

// LRU is a fixed-size least-recently-used cache. It is safe for concurrent use.
type LRU struct {
	mu    sync.Mutex
	cap   int
	ll    *list.List
	items map[string]*list.Element
}

// New returns an LRU holding at most capacity entries.
func New(capacity int) *LRU {
	if capacity <= 0 {
		capacity = 128
	}
	return &LRU{
		cap:   capacity,
		ll:    list.New(),
		items: make(map[string]*list.Element, capacity),
	}
}

// Get returns the value for key and marks it as recently used.
func (c *LRU) Get(key string) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	c.ll.MoveToFront(el)
	return el.Value.(*entry).value, true
}

// Set adds or replaces key, evicting the least recently used entry when full.
func (c *LRU) Set(key string, value any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.ll.MoveToFront(el)
		el.Value.(*entry).value = value
		return
	}
	if c.ll.Len() >= c.cap {
		c.removeOldest()
	}
	el := c.ll.PushFront(&entry{key: key, value: value})
	c.items[key] = el
}

// Len reports the number of cached entries.
func (c *LRU) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}

// Purge drops every entry. Called after templates are republished.
func (c *LRU) Purge() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ll.Init()
	c.items = nil
}

func (c *LRU) removeOldest() {
	el := c.ll.Back()
	if el == nil {
		return
	}
	c.ll.Remove(el)
	delete(c.items, el.Value.(*entry).key)
}
