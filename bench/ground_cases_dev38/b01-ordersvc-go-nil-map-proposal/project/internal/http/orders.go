package http

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/kaito/ordersvc/internal/cache"
	"github.com/kaito/ordersvc/internal/store"
)

// OrderHandler serves the read-only order endpoints used by the admin dashboard.
type OrderHandler struct {
	Store store.Orders
	Cache *cache.LRU
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

var validStatuses = map[string]bool{"pending": true, "paid": true, "shipped": true, "cancelled": true}

// List handles GET /orders.
func (h *OrderHandler) List(w http.ResponseWriter, r *http.Request) {
	limit := 50
	if s := r.URL.Query().Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 200 {
			writeError(w, http.StatusBadRequest, "bad limit")
			return
		}
		limit = n
	}
	status := r.URL.Query().Get("status")
	if status != "" && !validStatuses[status] {
		writeError(w, http.StatusBadRequest, "unknown status: "+status)
		return
	}
	orders, err := h.Store.List(r.Context(), store.ListOptions{Limit: limit, Status: status})
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, orders)
}

// Get handles GET /orders/{id}.
func (h *OrderHandler) Get(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if v, ok := h.Cache.Get(id); ok {
		writeJSON(w, http.StatusOK, v)
		return
	}
	o, err := h.Store.Get(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, "order not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	h.Cache.Put(id, o)
	writeJSON(w, http.StatusOK, o)
}
