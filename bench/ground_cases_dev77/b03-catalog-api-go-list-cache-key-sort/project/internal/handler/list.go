package handler

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/hanabi-shop/catalog-api/internal/store"
)

const (
	defaultPageSize = 20
	maxPageSize     = 100
	listTTL         = 2 * time.Minute
)

func listKey(page, size int, sort string) string {
	return fmt.Sprintf("products:list:p%d:s%d", page, size)
}

func atoiDefault(s string, def int) int {
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 {
		return def
	}
	return n
}

func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page := atoiDefault(q.Get("page"), 1)
	size := min(atoiDefault(q.Get("size"), defaultPageSize), maxPageSize)
	sort := q.Get("sort")

	key := listKey(page, size, sort)
	var items []store.Product
	if h.cache.Get(r.Context(), key, &items) {
		writeJSON(w, http.StatusOK, map[string]any{"items": items, "page": page})
		return
	}
	items, err := h.store.List(r.Context(), sort, size, (page-1)*size)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h.cache.Set(r.Context(), key, items, listTTL)
	writeJSON(w, http.StatusOK, map[string]any{"items": items, "page": page})
}
