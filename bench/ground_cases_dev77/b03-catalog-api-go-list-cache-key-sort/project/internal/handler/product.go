package handler

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/hanabi-shop/catalog-api/internal/store"
)

func productKey(id int64) string {
	return fmt.Sprintf("product:%d", id)
}

func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	var p store.Product
	if h.cache.Get(r.Context(), productKey(id), &p) {
		writeJSON(w, http.StatusOK, p)
		return
	}
	got, err := h.store.Get(r.Context(), id)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	if got == nil {
		http.NotFound(w, r)
		return
	}
	h.cache.Set(r.Context(), productKey(id), got, 0)
	writeJSON(w, http.StatusOK, got)
}

type updateRequest struct {
	Price int `json:"price"`
}

func (h *Handler) Update(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	var req updateRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Price <= 0 {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	if err := h.store.UpdatePrice(r.Context(), id, req.Price); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h.cache.Delete(r.Context(), productKey(id))
	w.WriteHeader(http.StatusNoContent)
}
