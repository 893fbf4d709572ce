package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"git.internal.example/platform/profiled/internal/store"
)

type Handler struct {
	Users *store.Users
	Cache *store.Cache
}

func (h *Handler) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /profiles/{id}", h.getProfile)
	mux.HandleFunc("GET /debug/cache", h.cacheStats)
	return mux
}

func (h *Handler) getProfile(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(strings.TrimSpace(r.PathValue("id")), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	p, err := h.Users.Get(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(p)
}

func (h *Handler) cacheStats(w http.ResponseWriter, _ *http.Request) {
	hits, misses := h.Cache.Stats()
	json.NewEncoder(w).Encode(map[string]uint64{"hits": hits, "misses": misses})
}
