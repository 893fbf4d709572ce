package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/kuaidi-team/tracker/internal/cache"
	"github.com/kuaidi-team/tracker/internal/store"
)

type shipmentHandler struct {
	store *store.Store
	cache *cache.Cache
}

func (h *shipmentHandler) list(w http.ResponseWriter, r *http.Request) {
	customer := r.Header.Get("X-Customer-ID")
	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
	if limit <= 0 || limit > 100 {
		limit = 20
	}
	key := customer + ":" + strconv.Itoa(limit)
	if v, ok := h.cache.Get(key); ok {
		writeJSON(w, v)
		return
	}
	list, err := h.store.ListShipments(r.Context(), customer, limit)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	ids := make([]string, len(list))
	for i, s := range list {
		ids[i] = s.ID
	}
	events, err := h.store.LatestEvents(r.Context(), ids)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	for i := range list {
		list[i].Events = events[list[i].ID]
	}
	h.cache.Set(key, list)
	writeJSON(w, list)
}

func (h *shipmentHandler) get(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	events, err := h.store.LatestEvents(r.Context(), []string{id})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, map[string]any{"id": id, "events": events[id]})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
