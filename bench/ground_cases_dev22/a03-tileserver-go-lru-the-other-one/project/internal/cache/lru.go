package cache

import (
	"container/list"
	"sync"
)

type entry struct {
	key   string
	value []byte
}

// LRU is a size-bounded least-recently-used cache for rendered tiles.
type LRU struct {
	mu       sync.Mutex
	maxBytes int
	size     int
	ll       *list.List
	items    map[string]*list.Element
}

func New(maxBytes int) *LRU {
	return &LRU{maxBytes: maxBytes, ll: list.New(), items: make(map[string]*list.Element)}
}

func (c *LRU) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.ll.MoveToFront(el)
		return el.Value.(*entry).value, true
	}
	return nil, false
}

func (c *LRU) Set(key string, value []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.ll.MoveToFront(el)
		el.Value.(*entry).value = value
		return
	}
	el := c.ll.PushFront(&entry{key: key, value: value})
	c.items[key] = el
	c.size += len(value)
	for c.size > c.maxBytes && c.ll.Len() > 1 {
		c.evictOldest()
	}
}

func (c *LRU) evictOldest() {
	el := c.ll.Back()
	if el == nil {
		return
	}
	e := c.ll.Remove(el).(*entry)
	delete(c.items, e.key)
	c.size -= len(e.value)
}

func (c *LRU) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}

func (c *LRU) Size() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.size
}
