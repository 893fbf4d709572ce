package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"example.com/shipments/internal/store"
)

const pageSize = 50

type Handlers struct {
	Orders *store.OrderStore
}

func (h *Handlers) ListOrders(w http.ResponseWriter, r *http.Request) {
	cid, err := strconv.ParseInt(r.URL.Query().Get("customer_id"), 10, 64)
	if err != nil {
		http.Error(w, "customer_id required", http.StatusBadRequest)
		return
	}
	orders, err := h.Orders.ListByCustomer(r.Context(), cid, pageSize)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, orders)
}

func (h *Handlers) SearchOrders(w http.ResponseWriter, r *http.Request) {
	term := r.URL.Query().Get("q")
	if term == "" {
		http.Error(w, "q required", http.StatusBadRequest)
		return
	}
	orders, err := h.Orders.Search(r.Context(), term)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, orders)
}

func (h *Handlers) SetStatus(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	var body struct{ Status string `json:"status"` }
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	if err := h.Orders.UpdateStatus(r.Context(), id, body.Status); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
