package stats

import "sync"

// Counter counts events by key. Safe for concurrent use.
type Counter struct {
	mu sync.RWMutex
	m  map[string]int
}

func NewCounter() *Counter {
	return &Counter{m: make(map[string]int)}
}

// Inc adds one to key.
func (c *Counter) Inc(key string) {
	c.m[key]++
}

// Add adds n to key.
func (c *Counter) Add(key string, n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[key] += n
}

func (c *Counter) Get(key string) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.m[key]
}

func (c *Counter) Snapshot() map[string]int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	out := make(map[string]int, len(c.m))
	for k, v := range c.m {
		out[k] = v
	}
	return out
}
