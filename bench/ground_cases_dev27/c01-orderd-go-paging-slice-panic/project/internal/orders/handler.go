package orders

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
)

const (
	defaultPageSize = 20
	maxPageSize     = 100
)

// Handler serves the /orders endpoints.
type Handler struct {
	store  Store
	logger *slog.Logger
}

func NewHandler(store Store, logger *slog.Logger) *Handler {
	return &Handler{store: store, logger: logger}
}

func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /orders", h.listOrders)
	mux.HandleFunc("GET /orders/{id}", h.getOrder)
	mux.HandleFunc("POST /orders/{id}/cancel", h.cancelOrder)
}

func (h *Handler) listOrders(w http.ResponseWriter, r *http.Request) {
	customer := r.URL.Query().Get("customer_id")
	if customer == "" {
		writeError(w, http.StatusBadRequest, "customer_id is required")
		return
	}
	page, size, err := pageParams(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	all, err := h.store.ListByCustomer(r.Context(), customer)
	if err != nil {
		h.logger.Error("list orders", "err", err, "customer", customer)
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(len(all)))
	start := page * size
	end := min(start+size, len(all))
	writeJSON(w, http.StatusOK, all[start:end])
}

// pageParams reads ?page= (1-based) and ?size= from the query string.
func pageParams(r *http.Request) (page, size int, err error) {
	page, size = 1, defaultPageSize
	if v := r.URL.Query().Get("page"); v != "" {
		if page, err = strconv.Atoi(v); err != nil || page < 1 {
			return 0, 0, errors.New("page must be a positive integer")
		}
	}
	if v := r.URL.Query().Get("size"); v != "" {
		if size, err = strconv.Atoi(v); err != nil || size < 1 || size > maxPageSize {
			return 0, 0, fmt.Errorf("size must be between 1 and %d", maxPageSize)
		}
	}
	return page, size, nil
}

func (h *Handler) getOrder(w http.ResponseWriter, r *http.Request) {
	order, err := h.store.Get(r.Context(), r.PathValue("id"))
	if errors.Is(err, ErrNotFound) {
		writeError(w, http.StatusNotFound, "order not found")
		return
	}
	if err != nil {
		h.logger.Error("get order", "err", err)
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	writeJSON(w, http.StatusOK, order)
}

func (h *Handler) cancelOrder(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	err := h.store.Cancel(r.Context(), id)
	switch {
	case errors.Is(err, ErrNotFound):
		writeError(w, http.StatusNotFound, "order not found")
	case errors.Is(err, ErrNotCancellable):
		writeError(w, http.StatusConflict, "order already shipped")
	case err != nil:
		h.logger.Error("cancel order", "err", err, "id", id)
		writeError(w, http.StatusInternalServerError, "internal error")
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
