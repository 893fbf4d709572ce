package sse

import (
	"fmt"
	"io"
	"net/http"
	"time"
)

// keepAlive is how often an idle stream gets a comment line, well under the
// 60s idle timeout of nginx and most load balancers.
const keepAlive = 15 * time.Second

// Backlog hands back what a reconnecting client missed.
type Backlog interface {
	Since(userID string, lastID uint64) []Event
}

// Handler serves GET /events as a text/event-stream.
type Handler struct {
	Hub     *Hub
	Backlog Backlog
	UserID  func(r *http.Request) (string, bool)
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	userID, ok := h.UserID(r)
	if !ok {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Connection", "keep-alive")

	// subscribe before replaying so nothing published meanwhile falls into the gap
	client := h.Hub.Subscribe(userID)
	defer h.Hub.Unsubscribe(client)

	if last := ParseLastEventID(r.Header.Get("Last-Event-ID")); last > 0 {
		for _, e := range h.Backlog.Since(userID, last) {
			io.WriteString(w, e.Format())
		}
	}
	fmt.Fprint(w, "retry: 3000\n\n")
	flusher.Flush()

	ticker := time.NewTicker(keepAlive)
	defer ticker.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-ticker.C:
			// a comment line: EventSource ignores it, proxies see traffic
			if _, err := io.WriteString(w, ": ping\n\n"); err != nil {
				return
			}
			flusher.Flush()
		case e := <-client.Events:
			if _, err := io.WriteString(w, e.Format()); err != nil {
				return
			}
			flusher.Flush()
		}
	}
}
