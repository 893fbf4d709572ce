package handler

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/tsubame/catalog/internal/store"
)

type itemLister interface {
	Page(offset, limit int) ([]store.Item, int)
}

func intParam(r *http.Request, name string, def int) int {
	v, err := strconv.Atoi(r.URL.Query().Get(name))
	if err != nil || v < 1 {
		return def
	}
	return v
}

type itemsResponse struct {
	Items []store.Item `json:"items"`
	Total int          `json:"total"`
}

func Items(st itemLister) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		page := intParam(r, "page", 1)
		perPage := min(intParam(r, "per_page", 20), 100)
		offset := page * perPage
		items, total := st.Page(offset, perPage)
		w.Header().Set("Content-Type", "application/json")
		if err := json.NewEncoder(w).Encode(itemsResponse{Items: items, Total: total}); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	})
}
