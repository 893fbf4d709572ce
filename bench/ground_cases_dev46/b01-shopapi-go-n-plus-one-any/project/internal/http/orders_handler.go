package http

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/kiraboshi/shopapi/internal/store"
)

type OrdersHandler struct {
	Store *store.Store
}

func intParam(r *http.Request, name string, def, max int) int {
	v, err := strconv.Atoi(r.URL.Query().Get(name))
	if err != nil || v <= 0 {
		return def
	}
	if v > max {
		return max
	}
	return v
}

func (h *OrdersHandler) List(w http.ResponseWriter, r *http.Request) {
	f := store.ListFilter{
		Status: r.URL.Query().Get("status"),
		Limit:  intParam(r, "limit", 200, 500),
		Offset: intParam(r, "offset", 0, 1<<30),
	}
	rows, err := h.Store.ListOrders(r.Context(), f)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	total, err := h.Store.CountOrders(r.Context(), f.Status)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	if err := json.NewEncoder(w).Encode(rows); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

func (h *OrdersHandler) Health(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte("ok"))
}
