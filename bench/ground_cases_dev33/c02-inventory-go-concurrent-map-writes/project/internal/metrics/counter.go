package metrics

import (
	"sort"
	"sync"
)

// Counter counts events by label; exported on /metrics by the http package.
type Counter struct {
	mu     sync.Mutex
	counts map[string]int64
}

func NewCounter() *Counter {
	return &Counter{counts: make(map[string]int64)}
}

func (c *Counter) Inc(label string) {
	c.mu.Lock()
	c.counts[label]++
	c.mu.Unlock()
}

func (c *Counter) Labels() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]string, 0, len(c.counts))
	for k := range c.counts {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Snapshot returns a copy of the counts that can be read without holding the lock.
func (c *Counter) Snapshot() map[string]int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	cp := make(map[string]int64, len(c.counts))
	for k, v := range c.counts {
		cp[k] = v
	}
	return cp
}

func (c *Counter) Get(label string) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.counts[label]
}
