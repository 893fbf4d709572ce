package cart

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/hoshino-ec/cartapi/internal/pricing"
)

type Handler struct {
	store Store
}

func NewHandler(s Store) *Handler { return &Handler{store: s} }

func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	c, ok := h.store.Load(chi.URLParam(r, "id"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	writeJSON(w, map[string]any{"cart": c, "subtotal": c.Subtotal(), "total": c.Total()})
}

func (h *Handler) ApplyCoupon(w http.ResponseWriter, r *http.Request) {
	c, ok := h.store.Load(chi.URLParam(r, "id"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	var d pricing.Discount
	if err := json.NewDecoder(r.Body).Decode(&d); err != nil {
		http.Error(w, "bad coupon", http.StatusBadRequest)
		return
	}
	c.Discounts = append(c.Discounts, d)
	h.store.Save(c)
	writeJSON(w, map[string]any{"cart": c, "total": c.Total()})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
