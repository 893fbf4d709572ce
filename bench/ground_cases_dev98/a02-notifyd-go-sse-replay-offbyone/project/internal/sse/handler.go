package sse

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/kestrel-labs/notifyd/internal/broker"
	"github.com/kestrel-labs/notifyd/internal/store"
)

// Handler streams a user's notifications as Server-Sent Events. The user comes from
// X-User-ID, which the auth proxy in front of us sets after checking the session.
type Handler struct {
	Broker    *broker.Broker
	Keepalive time.Duration
	Log       *slog.Logger
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	userID := r.Header.Get("X-User-ID")
	if userID == "" {
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
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	flusher.Flush()

	sub, replay := h.Broker.Subscribe(userID, lastEventID(r))
	defer h.Broker.Unsubscribe(sub)
	if replay.Reset {
		if _, err := io.WriteString(w, "event: reset\ndata: {}\n\n"); err != nil {
			return
		}
	}
	for _, ev := range replay.Events {
		if err := writeEvent(w, ev); err != nil {
			return
		}
	}
	flusher.Flush()

	ticker := time.NewTicker(h.Keepalive)
	defer ticker.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case ev, ok := <-sub.C:
			if !ok {
				return
			}
			if err := writeEvent(w, ev); err != nil {
				return
			}
			flusher.Flush()
		case <-ticker.C:
			if _, err := io.WriteString(w, ": keepalive\n\n"); err != nil {
				return
			}
			flusher.Flush()
		}
	}
}

// lastEventID is the last id the client saw: the Last-Event-ID header EventSource sends
// when it reconnects, or ?lastEventId= on the first load of a page. 0 means none.
func lastEventID(r *http.Request) uint64 {
	raw := r.Header.Get("Last-Event-ID")
	if raw == "" {
		raw = r.URL.Query().Get("lastEventId")
	}
	id, err := strconv.ParseUint(raw, 10, 64)
	if err != nil {
		return 0
	}
	return id
}

func writeEvent(w io.Writer, ev store.Event) error {
	_, err := fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", ev.ID, ev.Kind, ev.Data)
	return err
}
