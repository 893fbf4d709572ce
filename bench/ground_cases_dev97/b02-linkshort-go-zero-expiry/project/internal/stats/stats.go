package stats

import (
	"sort"
	"sync"
)

type Entry struct {
	Code  string `json:"code"`
	Count int    `json:"count"`
}

// Counter keeps redirect counts in memory; they are flushed to the DB by a cron job.
type Counter struct {
	mu     sync.Mutex
	counts map[string]int
}

func NewCounter() *Counter {
	return &Counter{counts: make(map[string]int)}
}

func (c *Counter) Hit(code string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.counts[code]++
}

// Top returns the n most visited codes.
func (c *Counter) Top(n int) []Entry {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]Entry, 0, len(c.counts))
	for code, count := range c.counts {
		out = append(out, Entry{Code: code, Count: count})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Code < out[j].Code
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}
