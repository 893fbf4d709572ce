package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/kumo-mart/ordersvc/internal/order"
)

type Handlers struct {
	svc *order.Service
}

func New(svc *order.Service) *Handlers {
	return &Handlers{svc: svc}
}

func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

func (h *Handlers) GetOrder(w http.ResponseWriter, r *http.Request) {
	o, err := h.svc.Store.Get(r.Context(), r.PathValue("id"))
	if errors.Is(err, order.ErrNotFound) {
		writeError(w, http.StatusNotFound, "order not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(o)
}

func (h *Handlers) CancelOrder(w http.ResponseWriter, r *http.Request) {
	o, err := h.svc.Cancel(r.Context(), r.PathValue("id"))
	if errors.Is(err, order.ErrNotFound) {
		writeError(w, http.StatusNotFound, "order not found")
		return
	}
	if errors.Is(err, order.ErrAlreadyShipped) {
		writeError(w, http.StatusConflict, "already shipped")
		return
	}
	if err != nil {
		writeError(w, http.StatusConflict, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(o)
}
