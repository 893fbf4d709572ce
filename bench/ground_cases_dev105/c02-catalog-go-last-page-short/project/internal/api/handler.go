package api

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/shopline-dev/catalog-svc/internal/store"
)

// Product is the JSON shape of one catalog entry.
type Product = store.Product

type Lister interface {
	Products(r *http.Request) ([]Product, error)
}

type Handler struct {
	Store Lister
	Log   *slog.Logger
}

func (h *Handler) ListProducts(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, _ := strconv.Atoi(q.Get("page"))
	size, _ := strconv.Atoi(q.Get("page_size"))
	items, err := h.Store.Products(r)
	if err != nil {
		h.Log.Error("list products", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, store.Paginate(items, page, size))
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
