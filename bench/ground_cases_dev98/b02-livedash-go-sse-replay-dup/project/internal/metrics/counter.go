// Package metrics keeps the live counters shown on the dashboard and
// publishes a snapshot of them to the hub.
package metrics

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"example.com/livedash/internal/hub"
)

// Counters is a set of named int64 counters, safe for concurrent use.
type Counters struct {
	mu      sync.Mutex
	values  map[string]int64
	version uint64 // bumped by every Add
}

func New() *Counters {
	return &Counters{values: make(map[string]int64)}
}

// Add adds delta to the named counter.
func (c *Counters) Add(name string, delta int64) {
	c.mu.Lock()
	c.values[name] += delta
	c.version++
	c.mu.Unlock()
}

// Snapshot returns a copy of every counter.
func (c *Counters) Snapshot() map[string]int64 {
	snap, _ := c.snapshot()
	return snap
}

func (c *Counters) snapshot() (map[string]int64, uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make(map[string]int64, len(c.values))
	for k, v := range c.values {
		out[k] = v
	}
	return out, c.version
}

// Run checks the counters every interval and publishes a "counters" event
// when something changed since the last one, until ctx is done.
func (c *Counters) Run(ctx context.Context, h *hub.Hub, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	var published uint64
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			snap, version := c.snapshot()
			if version == published {
				continue
			}
			data, err := json.Marshal(snap)
			if err != nil {
				continue
			}
			h.Publish("counters", data)
			published = version
		}
	}
}
