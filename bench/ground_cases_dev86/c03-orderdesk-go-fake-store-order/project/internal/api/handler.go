package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/lanhu/orderdesk/internal/order"
	"github.com/lanhu/orderdesk/internal/store"
)

type Handler struct {
	Store store.Store
}

func (h *Handler) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /customers/{id}/orders", h.listOrders)
	mux.HandleFunc("GET /orders/{id}", h.getOrder)
	return mux
}

func (h *Handler) listOrders(w http.ResponseWriter, r *http.Request) {
	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
	offset, _ := strconv.Atoi(r.URL.Query().Get("offset"))
	orders, err := h.Store.List(r.Context(), r.PathValue("id"), order.Page{Limit: limit, Offset: offset})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, orders)
}

func (h *Handler) getOrder(w http.ResponseWriter, r *http.Request) {
	o, err := h.Store.Get(r.Context(), r.PathValue("id"))
	if errors.Is(err, order.ErrNotFound) {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, o)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
