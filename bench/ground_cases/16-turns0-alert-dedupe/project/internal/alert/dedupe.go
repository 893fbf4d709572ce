package alert

import (
	"sync"
	"time"
)

// Deduper suppresses repeats of the same alert inside a time window.
type Deduper struct {
	mu     sync.Mutex
	window time.Duration
	seen   map[string]time.Time
	now    func() time.Time
}

func NewDeduper(window time.Duration) *Deduper {
	return &Deduper{window: window, seen: map[string]time.Time{}, now: time.Now}
}

// ShouldSend reports whether a is new or its last notification is older
// than the window. Resolved alerts always pass and clear the entry.
func (d *Deduper) ShouldSend(a Alert) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	fp := a.Fingerprint()
	if a.Status == "resolved" {
		delete(d.seen, fp)
		return true
	}
	last, ok := d.seen[fp]
	if ok && d.now().Sub(last) > d.window {
		return false
	}
	d.seen[fp] = d.now()
	return true
}
