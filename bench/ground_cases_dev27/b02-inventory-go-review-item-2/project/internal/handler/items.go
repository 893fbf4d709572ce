package handler

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/tsubame-logi/inventory-api/internal/cache"
	"github.com/tsubame-logi/inventory-api/internal/store"
)

type Store interface {
	GetItem(ctx context.Context, sku string) (store.Item, error)
	ListItems(ctx context.Context, warehouse string, limit, offset int) ([]store.Item, error)
	AdjustQuantity(ctx context.Context, sku string, delta int) (int, error)
}

type Handler struct {
	store  Store
	cache  *cache.LRU
	logger *slog.Logger
}

func New(s Store, c *cache.LRU, logger *slog.Logger) *Handler {
	return &Handler{store: s, cache: c, logger: logger}
}

func (h *Handler) Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/items", h.listItems)
	r.Get("/items/{sku}", h.getItem)
	r.Post("/items/{sku}/adjust", h.adjust)
	return r
}

func (h *Handler) getItem(w http.ResponseWriter, r *http.Request) {
	sku := chi.URLParam(r, "sku")
	if v, ok := h.cache.Get(sku); ok {
		writeJSON(w, http.StatusOK, v)
		return
	}
	it, err := h.store.GetItem(r.Context(), sku)
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "item not found", http.StatusNotFound)
		return
	}
	if err != nil {
		h.logger.Error("get item", "sku", sku, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h.cache.Set(sku, it)
	writeJSON(w, http.StatusOK, it)
}

func (h *Handler) listItems(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, _ := strconv.Atoi(q.Get("limit"))
	offset, _ := strconv.Atoi(q.Get("offset"))
	items, err := h.store.ListItems(r.Context(), q.Get("warehouse"), limit, offset)
	if err != nil {
		h.logger.Error("list items", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, items)
}

func (h *Handler) adjust(w http.ResponseWriter, r *http.Request) {
	sku := chi.URLParam(r, "sku")
	var body struct {
		Delta int `json:"delta"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	qty, err := h.store.AdjustQuantity(r.Context(), sku, body.Delta)
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "item not found or quantity would go negative", http.StatusConflict)
		return
	}
	if err != nil {
		h.logger.Error("adjust", "sku", sku, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h.cache.Delete(sku)
	writeJSON(w, http.StatusOK, map[string]int{"quantity": qty})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
