package handler

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"strconv"

	"github.com/minato-logi/inventory-api/internal/store"
)

const maxLimit = 100

type orderLister interface {
	ListOrders(ctx context.Context, customerID int64, limit int) ([]store.Order, error)
	CountOrders(ctx context.Context, customerID int64) (int, error)
}

type OrderHandler struct {
	store orderLister
}

func NewOrderHandler(s orderLister) *OrderHandler {
	return &OrderHandler{store: s}
}

type listResponse struct {
	Orders []store.Order `json:"orders"`
	Total  int           `json:"total"`
}

// List handles GET /customers/{id}/orders?limit=N.
func (h *OrderHandler) List(w http.ResponseWriter, r *http.Request) {
	customerID, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "invalid customer id", http.StatusBadRequest)
		return
	}

	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
	if limit > maxLimit {
		limit = maxLimit
	}

	orders, err := h.store.ListOrders(r.Context(), customerID, limit)
	if err != nil {
		log.Printf("list orders: %v", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	total, err := h.store.CountOrders(r.Context(), customerID)
	if err != nil {
		log.Printf("count orders: %v", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}

	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(listResponse{Orders: orders, Total: total})
}
