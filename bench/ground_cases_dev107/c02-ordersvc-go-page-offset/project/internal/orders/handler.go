package orders

import (
	"encoding/json"
	"net/http"
	"strconv"
)

const (
	defaultPageSize = 20
	maxPageSize     = 200
)

type Handler struct {
	Store Store
}

type listParams struct {
	Limit  int
	Offset int
	Status string
}

func parseList(r *http.Request) listParams {
	q := r.URL.Query()
	size, err := strconv.Atoi(q.Get("page_size"))
	if err != nil || size <= 0 {
		size = defaultPageSize
	}
	if size > maxPageSize {
		size = maxPageSize
	}
	page, err := strconv.Atoi(q.Get("page"))
	if err != nil || page < 1 {
		page = 1
	}
	return listParams{Limit: size, Offset: page * size, Status: q.Get("status")}
}

func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	p := parseList(r)
	items, total, err := h.Store.List(r.Context(), p.Status, p.Limit, p.Offset)
	if err != nil {
		http.Error(w, "list orders failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(items)
}
