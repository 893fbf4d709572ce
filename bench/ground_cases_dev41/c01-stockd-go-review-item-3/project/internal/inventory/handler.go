package inventory

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
)

type Handler struct {
	store *Store
	log   *slog.Logger
}

func NewHandler(store *Store, log *slog.Logger) *Handler { return &Handler{store: store, log: log} }

func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /stock/low", h.low)
	mux.HandleFunc("GET /stock/{sku}", h.get)
	mux.HandleFunc("POST /stock/{sku}/reserve", h.reserve)
	mux.HandleFunc("POST /stock/{sku}/release", h.release)
}

func (h *Handler) get(w http.ResponseWriter, r *http.Request) {
	it, err := h.store.Get(r.Context(), r.PathValue("sku"))
	if errors.Is(err, ErrUnknownSKU) {
		http.Error(w, "unknown sku", http.StatusNotFound)
		return
	}
	if err != nil {
		h.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"sku": it.SKU, "name": it.Name, "available": it.Available()})
}

func (h *Handler) reserve(w http.ResponseWriter, r *http.Request) {
	qty, ok := parseQty(w, r)
	if !ok {
		return
	}
	err := h.store.Reserve(r.Context(), r.PathValue("sku"), qty)
	switch {
	case errors.Is(err, ErrUnknownSKU):
		http.Error(w, "unknown sku", http.StatusNotFound)
	case errors.Is(err, ErrInsufficientStock):
		http.Error(w, "insufficient stock", http.StatusConflict)
	case err != nil:
		h.fail(w, err)
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}

func (h *Handler) release(w http.ResponseWriter, r *http.Request) {
	qty, ok := parseQty(w, r)
	if !ok {
		return
	}
	err := h.store.Release(r.Context(), r.PathValue("sku"), qty)
	switch {
	case errors.Is(err, ErrUnknownSKU):
		http.Error(w, "unknown sku", http.StatusNotFound)
	case err != nil:
		h.fail(w, err)
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}

func (h *Handler) low(w http.ResponseWriter, r *http.Request) {
	threshold := 5
	if v := r.URL.Query().Get("threshold"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			http.Error(w, "bad threshold", http.StatusBadRequest)
			return
		}
		threshold = n
	}
	items, err := h.store.ListLowStock(r.Context(), threshold)
	if err != nil {
		h.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, items)
}

// parseQty reads the qty query parameter; it must be a positive integer.
// On failure it has already written a 400 and returns ok=false.
func parseQty(w http.ResponseWriter, r *http.Request) (int, bool) {
	qty, err := strconv.Atoi(r.URL.Query().Get("qty"))
	if err != nil || qty <= 0 {
		http.Error(w, "qty must be a positive integer", http.StatusBadRequest)
		return 0, false
	}
	return qty, true
}

func (h *Handler) fail(w http.ResponseWriter, err error) {
	h.log.Error("inventory", "err", err)
	http.Error(w, "internal error", http.StatusInternalServerError)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
