package dispatch

import (
	"sync"
	"time"
)

// Deduper drops notifications that were already sent for the same key within ttl.
// Keys look like "<channel>:<user>:<template>".
type Deduper struct {
	mu   sync.Mutex
	seen map[string]time.Time
	ttl  time.Duration
	now  func() time.Time
}

// NewDeduper returns a Deduper that forgets keys after ttl.
func NewDeduper(ttl time.Duration) *Deduper {
	return &Deduper{ttl: ttl, now: time.Now}
}

// Seen reports whether key was recorded within ttl, and records it if not.
func (d *Deduper) Seen(key string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	now := d.now()
	if t, ok := d.seen[key]; ok && now.Sub(t) < d.ttl {
		return true
	}
	d.seen[key] = now
	return false
}

// Sweep removes expired keys. The worker calls it from a ticker once a minute.
func (d *Deduper) Sweep() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	now := d.now()
	n := 0
	for k, t := range d.seen {
		if now.Sub(t) >= d.ttl {
			delete(d.seen, k)
			n++
		}
	}
	return n
}

// Len is the number of keys currently tracked.
func (d *Deduper) Len() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.seen)
}
