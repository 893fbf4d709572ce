package ratelimit

import (
	"sync"
	"time"
)

// Window counts requests in fixed windows.
type Window struct {
	mu    sync.Mutex
	Size  time.Duration
	Limit int
	start time.Time
	count int
}

func (w *Window) Allow(now time.Time) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if now.Sub(w.start) >= w.Size {
		w.start = now
		w.count = 0
	}
	if w.count >= w.Limit {
		return false
	}
	w.count++
	return true
}
