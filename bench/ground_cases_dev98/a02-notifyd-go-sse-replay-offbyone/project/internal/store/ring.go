package store

import "sync"

// Event is one notification as it goes out on the wire.
type Event struct {
	ID     uint64
	UserID string
	Kind   string
	Data   []byte
}

// Ring keeps the last N events of all users so that a stream that reconnects can be
// sent what it missed. IDs are assigned here and only ever grow.
type Ring struct {
	mu     sync.RWMutex
	buf    []Event
	next   int
	full   bool
	lastID uint64
}

func NewRing(size int) *Ring {
	if size < 1 {
		size = 1
	}
	return &Ring{buf: make([]Event, size)}
}

// Append assigns the next ID and stores the event, overwriting the oldest when full.
func (r *Ring) Append(ev Event) Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.lastID++
	ev.ID = r.lastID
	r.buf[r.next] = ev
	r.next = (r.next + 1) % len(r.buf)
	if r.next == 0 {
		r.full = true
	}
	return ev
}

// snapshot returns the buffered events oldest first. The caller holds the lock.
func (r *Ring) snapshot() []Event {
	if !r.full {
		return append([]Event(nil), r.buf[:r.next]...)
	}
	out := make([]Event, 0, len(r.buf))
	out = append(out, r.buf[r.next:]...)
	return append(out, r.buf[:r.next]...)
}

// Since returns the buffered events of userID that came after id, oldest first.
func (r *Ring) Since(userID string, id uint64) []Event {
	r.mu.RLock()
	defer r.mu.RUnlock()
	var out []Event
	for _, ev := range r.snapshot() {
		if ev.UserID == userID && ev.ID >= id {
			out = append(out, ev)
		}
	}
	return out
}

// Oldest is the ID of the oldest buffered event, 0 when the ring is empty.
func (r *Ring) Oldest() uint64 {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if !r.full {
		if r.next == 0 {
			return 0
		}
		return r.buf[0].ID
	}
	return r.buf[r.next].ID
}

// Len is the number of events currently buffered.
func (r *Ring) Len() int {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if r.full {
		return len(r.buf)
	}
	return r.next
}

// LastID is the ID of the newest event, 0 before the first.
func (r *Ring) LastID() uint64 {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.lastID
}
