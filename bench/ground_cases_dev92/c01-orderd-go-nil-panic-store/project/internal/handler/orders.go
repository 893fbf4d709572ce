package handler

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/acme/orderd/internal/model"
	"github.com/acme/orderd/internal/store"
)

type OrderStore interface {
	FindByID(ctx context.Context, id int64) (*model.Order, error)
	List(ctx context.Context, status model.Status, limit int) ([]*model.Order, error)
	SetStatus(ctx context.Context, id int64, st model.Status) error
}

type OrderHandler struct {
	store OrderStore
}

func NewOrderHandler(s OrderStore) *OrderHandler {
	return &OrderHandler{store: s}
}

func view(o *model.Order) model.OrderView {
	return model.OrderView{
		ID:          o.ID,
		Status:      o.Status,
		Amount:      fmt.Sprintf("%d.%02d", o.AmountCent/100, o.AmountCent%100),
		Cancellable: o.Cancellable(),
	}
}

func (h *OrderHandler) Get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad order id", http.StatusBadRequest)
		return
	}
	order, err := h.store.FindByID(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "order not found", http.StatusNotFound)
		return
	}
	if err != nil {
		log.Printf("get order %d: %v", id, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, view(order))
}

func (h *OrderHandler) Cancel(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad order id", http.StatusBadRequest)
		return
	}
	order, err := h.store.FindByID(r.Context(), id)
	if err != nil || order == nil {
		http.Error(w, "order not found", http.StatusNotFound)
		return
	}
	if !order.Cancellable() {
		http.Error(w, "order cannot be cancelled", http.StatusConflict)
		return
	}
	if err := h.store.SetStatus(r.Context(), id, model.StatusCancelled); err != nil {
		log.Printf("cancel order %d: %v", id, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *OrderHandler) List(w http.ResponseWriter, r *http.Request) {
	limit := 50
	if v := r.URL.Query().Get("limit"); v != "" {
		if n, err := strconv.Atoi(v); err == nil && n > 0 && n <= 200 {
			limit = n
		}
	}
	status := model.Status(r.URL.Query().Get("status"))
	if status != "" && !validStatus(status) {
		http.Error(w, "invalid status", http.StatusBadRequest)
		return
	}
	orders, err := h.store.List(r.Context(), status, limit)
	if err != nil {
		log.Printf("list orders: %v", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	out := make([]model.OrderView, 0, len(orders))
	for _, o := range orders {
		out = append(out, view(o))
	}
	writeJSON(w, http.StatusOK, out)
}

func validStatus(s model.Status) bool {
	switch s {
	case model.StatusPending, model.StatusPaid, model.StatusShipped, model.StatusCancelled:
		return true
	}
	return false
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
