package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/shopfront/shopfront-api/internal/store"
)

type ordersHandler struct {
	store *store.Store
}

func Mount(r chi.Router, s *store.Store) {
	h := &ordersHandler{store: s}
	r.Get("/admin/orders", h.list)
	r.Get("/admin/orders/{id}", h.get)
}

func (h *ordersHandler) list(w http.ResponseWriter, r *http.Request) {
	limit := 200
	if v, err := strconv.Atoi(r.URL.Query().Get("limit")); err == nil && v > 0 && v <= 500 {
		limit = v
	}
	since := time.Now().AddDate(0, 0, -30)
	orders, err := h.store.ListRecentOrders(r.Context(), since, limit)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(orders); err != nil {
		slog.Warn("encode response", "err", err)
	}
}

func (h *ordersHandler) get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	o, err := h.store.OrderByID(r.Context(), id)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(o); err != nil {
		slog.Warn("encode response", "err", err)
	}
}
