// Package hub fans out dashboard events to SSE subscribers and keeps a short
// history so that a reconnecting client can catch up from Last-Event-ID.
package hub

import "sync"

// Event is one update pushed to the dashboards.
type Event struct {
	ID   uint64
	Kind string
	Data []byte
}

// Hub is safe for concurrent use.
type Hub struct {
	mu      sync.Mutex
	nextID  uint64
	history []Event
	maxHist int
	subs    map[chan Event]struct{}
}

// New returns a hub that remembers the last maxHistory events.
func New(maxHistory int) *Hub {
	return &Hub{nextID: 1, maxHist: maxHistory, subs: make(map[chan Event]struct{})}
}

// Publish assigns the next ID to an event, records it and sends it to every
// subscriber. A subscriber whose buffer is full misses the event; the browser
// sees the gap after its next reconnect and catches up from the history.
func (h *Hub) Publish(kind string, data []byte) Event {
	h.mu.Lock()
	defer h.mu.Unlock()
	ev := Event{ID: h.nextID, Kind: kind, Data: data}
	h.nextID++
	h.history = append(h.history, ev)
	if len(h.history) > h.maxHist {
		h.history = h.history[len(h.history)-h.maxHist:]
	}
	for ch := range h.subs {
		select {
		case ch <- ev:
		default:
		}
	}
	return ev
}

// Subscribe registers a new subscriber with a buffered channel.
func (h *Hub) Subscribe(buffer int) chan Event {
	ch := make(chan Event, buffer)
	h.mu.Lock()
	h.subs[ch] = struct{}{}
	h.mu.Unlock()
	return ch
}

// Unsubscribe removes the subscriber and closes its channel.
func (h *Hub) Unsubscribe(ch chan Event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, ok := h.subs[ch]; ok {
		delete(h.subs, ch)
		close(ch)
	}
}

// Since returns the remembered events that came after lastID, oldest first.
// ok is false when lastID is older than the history, i.e. the client missed
// events we no longer have and should reload the dashboard.
func (h *Hub) Since(lastID uint64) (events []Event, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.history) == 0 {
		return nil, true
	}
	if lastID+1 < h.history[0].ID {
		return nil, false
	}
	for _, ev := range h.history {
		if ev.ID >= lastID {
			events = append(events, ev)
		}
	}
	return events, true
}

// Subscribers reports how many clients are connected.
func (h *Hub) Subscribers() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs)
}
