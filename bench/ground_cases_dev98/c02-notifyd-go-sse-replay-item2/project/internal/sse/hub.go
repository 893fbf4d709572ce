package sse

import "sync"

// Client is one open EventSource connection.
type Client struct {
	UserID string
	Events chan Event
}

// Hub fans events out to every open connection of a user (tabs, devices).
type Hub struct {
	mu      sync.RWMutex
	clients map[string]map[*Client]struct{}
}

func NewHub() *Hub {
	return &Hub{clients: make(map[string]map[*Client]struct{})}
}

func (h *Hub) Subscribe(userID string) *Client {
	c := &Client{UserID: userID, Events: make(chan Event, 16)}
	h.mu.Lock()
	defer h.mu.Unlock()
	set := h.clients[userID]
	if set == nil {
		set = make(map[*Client]struct{})
		h.clients[userID] = set
	}
	set[c] = struct{}{}
	return c
}

func (h *Hub) Unsubscribe(c *Client) {
	h.mu.Lock()
	defer h.mu.Unlock()
	set := h.clients[c.UserID]
	delete(set, c)
	if len(set) == 0 {
		delete(h.clients, c.UserID)
	}
}

// Publish sends e to every connection of e.UserID. It never blocks: a client
// whose buffer is full misses the event and catches up from the backlog when
// its EventSource reconnects.
func (h *Hub) Publish(e Event) (dropped int) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	for c := range h.clients[e.UserID] {
		select {
		case c.Events <- e:
		default:
			dropped++
		}
	}
	return dropped
}

// Count is the number of open connections of userID.
func (h *Hub) Count(userID string) int {
	h.mu.RLock()
	defer h.mu.RUnlock()
	return len(h.clients[userID])
}
