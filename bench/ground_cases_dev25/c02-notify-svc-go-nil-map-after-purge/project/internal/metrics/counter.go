// Package metrics keeps per-channel send counters for the /debug/stats page.
package metrics

import (
	"sort"
	"sync"
)

// Counter counts events by label.
type Counter struct {
	mu     sync.Mutex
	name   string
	counts map[string]int64
}

func NewCounter(name string) *Counter {
	return &Counter{name: name, counts: map[string]int64{}}
}

// Inc adds one to label.
func (c *Counter) Inc(label string) {
	c.mu.Lock()
	c.counts[label]++
	c.mu.Unlock()
}

// Snapshot returns the current counts sorted by label.
func (c *Counter) Snapshot() []Pair {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]Pair, 0, len(c.counts))
	for k, v := range c.counts {
		out = append(out, Pair{Label: k, Count: v})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Label < out[j].Label })
	return out
}

// Pair is one label and its count.
type Pair struct {
	Label string `json:"label"`
	Count int64  `json:"count"`
}
