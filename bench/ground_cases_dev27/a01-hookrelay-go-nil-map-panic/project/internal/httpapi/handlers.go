package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/harbor-labs/hookrelay/internal/store"
)

// Handler serves the relay's HTTP API.
type Handler struct {
	Store   *store.Store
	Log     *slog.Logger
	MaxBody int64
}

// Routes wires the endpoints.
func (h *Handler) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /hooks/{key}", h.Enqueue)
	mux.HandleFunc("GET /healthz", h.Healthz)
	mux.HandleFunc("GET /stats", h.Stats)
	return mux
}

// Enqueue accepts a webhook body and queues it for delivery.
func (h *Handler) Enqueue(w http.ResponseWriter, r *http.Request) {
	key := r.PathValue("key")
	body, err := io.ReadAll(io.LimitReader(r.Body, h.MaxBody))
	if err != nil {
		http.Error(w, "cannot read body", http.StatusBadRequest)
		return
	}
	if err := h.Store.Put(key, body, time.Now()); err != nil {
		if errors.Is(err, store.ErrClosed) {
			http.Error(w, "shutting down", http.StatusServiceUnavailable)
			return
		}
		h.Log.Error("enqueue failed", "key", key, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// Healthz reports whether the relay is up.
func (h *Handler) Healthz(w http.ResponseWriter, r *http.Request) {
	if h.Store.Closed() {
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
		return
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte("ok\n"))
}

// Stats returns the queue length as JSON.
func (h *Handler) Stats(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]int{"pending": h.Store.Len()})
}
