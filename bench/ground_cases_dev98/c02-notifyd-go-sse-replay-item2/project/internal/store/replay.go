package store

import (
	"sync"

	"github.com/lanyun/notifyd/internal/sse"
)

// Replay keeps the last `size` events of each user so that a reconnecting
// EventSource can catch up from its Last-Event-ID instead of losing what was
// sent while it was away. IDs are global and increase by one per event.
type Replay struct {
	mu     sync.Mutex
	size   int
	nextID uint64
	byUser map[string][]sse.Event
}

func NewReplay(size int) *Replay {
	return &Replay{size: size, byUser: make(map[string][]sse.Event)}
}

// Append stamps e with the next id, remembers it and returns it.
func (r *Replay) Append(e sse.Event) sse.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.nextID++
	e.ID = r.nextID
	buf := append(r.byUser[e.UserID], e)
	if len(buf) > r.size {
		buf = buf[len(buf)-r.size:]
	}
	r.byUser[e.UserID] = buf
	return e
}

// Since returns the events of userID that came after lastID, oldest first.
func (r *Replay) Since(userID string, lastID uint64) []sse.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	buf := r.byUser[userID]
	out := make([]sse.Event, 0, len(buf))
	for _, e := range buf {
		if e.ID >= lastID {
			out = append(out, e)
		}
	}
	return out
}
