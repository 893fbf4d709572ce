package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"

	"example.com/catalog/internal/model"
	"example.com/catalog/internal/pager"
)

// Lister is what the handler needs from the store.
type Lister interface {
	List(ctx context.Context, p pager.Page) ([]model.Item, error)
	Count(ctx context.Context) (int, error)
}

type Handler struct {
	items Lister
}

func NewHandler(items Lister) *Handler {
	return &Handler{items: items}
}

type listResponse struct {
	Items      []model.Item `json:"items"`
	Page       int          `json:"page"`
	TotalPages int          `json:"total_pages"`
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := parseQuery(r.URL.Query())
	items, err := h.items.List(r.Context(), p)
	if err != nil {
		http.Error(w, "list failed", http.StatusInternalServerError)
		return
	}
	total, err := h.items.Count(r.Context())
	if err != nil {
		http.Error(w, "count failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(listResponse{Items: items, Page: p.Number, TotalPages: p.TotalPages(total)})
}

func parseQuery(q url.Values) pager.Page {
	number, err := strconv.Atoi(q.Get("page"))
	if err != nil {
		number = 1
	}
	size, err := strconv.Atoi(q.Get("size"))
	if err != nil {
		size = pager.DefaultSize
	}
	return pager.New(number, size)
}
