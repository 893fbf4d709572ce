package api

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/northwind-labs/quota-api/internal/limiter"
	"github.com/northwind-labs/quota-api/internal/store"
)

// Pinger is what /healthz needs from the database (pgxpool.Pool satisfies it).
type Pinger interface {
	Ping(ctx context.Context) error
}

func Routes(keys *store.Keys, db Pinger, lim *limiter.Limiter, log *slog.Logger) http.Handler {
	mux := http.NewServeMux()
	h := &handlers{keys: keys, db: db, log: log}
	mux.HandleFunc("GET /healthz", h.healthz)
	mux.Handle("GET /v1/usage", lim.Middleware(limiter.BearerOrHeader, http.HandlerFunc(h.usage)))
	mux.Handle("GET /v1/whoami", lim.Middleware(limiter.BearerOrHeader, http.HandlerFunc(h.whoami)))
	return mux
}

type handlers struct {
	keys *store.Keys
	db   Pinger
	log  *slog.Logger
}

func (h *handlers) healthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := h.db.Ping(ctx); err != nil {
		h.log.Warn("healthz: db ping failed", "err", err)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusServiceUnavailable)
		_ = json.NewEncoder(w).Encode(map[string]string{"status": "db unavailable"})
		return
	}
	writeJSON(w, map[string]string{"status": "ok"})
}

func (h *handlers) whoami(w http.ResponseWriter, r *http.Request) {
	key, err := h.keys.Lookup(r.Context(), limiter.BearerOrHeader(r))
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "unknown key", http.StatusUnauthorized)
		return
	}
	if err != nil {
		h.log.Error("lookup", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, map[string]any{"owner": key.Owner, "plan": key.Plan})
}

func (h *handlers) usage(w http.ResponseWriter, r *http.Request) {
	key, err := h.keys.Lookup(r.Context(), limiter.BearerOrHeader(r))
	if err != nil {
		http.Error(w, "unknown key", http.StatusUnauthorized)
		return
	}
	since := time.Now().UTC().Truncate(24 * time.Hour)
	n, err := h.keys.Usage(r.Context(), key.ID, since)
	if err != nil {
		h.log.Error("usage", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, map[string]any{"since": since, "requests": n})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
