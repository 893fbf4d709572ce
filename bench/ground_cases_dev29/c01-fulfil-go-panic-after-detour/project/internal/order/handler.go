package order

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"
)

var ErrNotFound = errors.New("order not found")

// Handler serves the /orders endpoints of the back-office API.
type Handler struct {
	Store Store
	Log   *slog.Logger
}

func (h *Handler) Routes(r chi.Router) {
	r.Get("/orders", h.List)
	r.Get("/orders/{id}", h.Get)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

func pageParams(r *http.Request) (limit, offset int) {
	limit, _ = strconv.Atoi(r.URL.Query().Get("limit"))
	offset, _ = strconv.Atoi(r.URL.Query().Get("offset"))
	if limit == 0 {
		limit = 50
	}
	if limit > 200 {
		limit = 200
	}
	return limit, offset
}

// List returns one summary row per order, newest first, drafts last.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	status := Status(r.URL.Query().Get("status"))
	limit, offset := pageParams(r)
	orders, err := h.Store.ListOrders(status, limit, offset)
	if err != nil {
		h.Log.Error("list orders", "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal"})
		return
	}
	rows := BuildSummaries(orders)
	writeJSON(w, http.StatusOK, map[string]any{"orders": rows, "limit": limit, "offset": offset})
}

// Get returns one order with all its lines, cancelled ones included.
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	o, err := h.Store.GetOrder(chi.URLParam(r, "id"))
	if errors.Is(err, ErrNotFound) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "not found"})
		return
	}
	if err != nil {
		h.Log.Error("get order", "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal"})
		return
	}
	writeJSON(w, http.StatusOK, o)
}
