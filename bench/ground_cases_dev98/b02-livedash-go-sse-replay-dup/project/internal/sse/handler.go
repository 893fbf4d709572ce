// Package sse serves the hub's events as text/event-stream.
package sse

import (
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"example.com/livedash/internal/hub"
)

// Handler streams hub events to one browser tab per request.
type Handler struct {
	Hub       *hub.Hub
	Heartbeat time.Duration
	Log       *slog.Logger
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Connection", "keep-alive")

	// Subscribe before reading the history so that nothing published in
	// between is lost; events we already replayed are skipped below.
	ch := h.Hub.Subscribe(64)
	defer h.Hub.Unsubscribe(ch)
	var sent uint64

	if last := r.Header.Get("Last-Event-ID"); last != "" {
		lastID, err := strconv.ParseUint(last, 10, 64)
		if err != nil {
			http.Error(w, "bad Last-Event-ID", http.StatusBadRequest)
			return
		}
		missed, ok := h.Hub.Since(lastID)
		if !ok {
			fmt.Fprint(w, "event: reload\ndata: {}\n\n")
			flusher.Flush()
			return
		}
		for _, ev := range missed {
			if err := writeEvent(w, ev); err != nil {
				return
			}
			sent = ev.ID
		}
		flusher.Flush()
	}

	tick := time.NewTicker(h.Heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case ev, open := <-ch:
			if !open {
				return
			}
			if ev.ID <= sent {
				continue
			}
			if err := writeEvent(w, ev); err != nil {
				h.Log.Debug("sse write failed", "err", err)
				return
			}
			sent = ev.ID
			flusher.Flush()
		case <-tick.C:
			if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil {
				return
			}
			flusher.Flush()
		}
	}
}

func writeEvent(w http.ResponseWriter, ev hub.Event) error {
	_, err := fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", ev.ID, ev.Kind, ev.Data)
	return err
}
