package api

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/kuaidian/orders-api/internal/store"
)

const (
	defaultPageSize = 20
	maxPageSize     = 100
)

type OrdersHandler struct {
	Store *store.OrderStore
}

type pageResponse struct {
	Items    []store.Order `json:"items"`
	Page     int           `json:"page"`
	PageSize int           `json:"page_size"`
	Total    int           `json:"total"`
}

func parsePage(r *http.Request) (page, size int) {
	page, _ = strconv.Atoi(r.URL.Query().Get("page"))
	if page < 1 {
		page = 1
	}
	size, _ = strconv.Atoi(r.URL.Query().Get("page_size"))
	if size < 1 {
		size = defaultPageSize
	}
	if size > maxPageSize {
		size = maxPageSize
	}
	return page, size
}

func (h *OrdersHandler) List(w http.ResponseWriter, r *http.Request) {
	page, size := parsePage(r)
	items, err := h.Store.ListOrders(r.Context(), size, (page-1)*size)
	if err != nil {
		http.Error(w, "failed to list orders", http.StatusInternalServerError)
		return
	}
	total, err := h.Store.CountOrders(r.Context())
	if err != nil {
		http.Error(w, "failed to count orders", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(pageResponse{Items: items, Page: page, PageSize: size, Total: total})
}
