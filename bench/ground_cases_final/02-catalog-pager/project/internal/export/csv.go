package export

import (
	"context"
	"encoding/csv"
	"net/http"
	"strconv"

	"example.com/catalog/internal/model"
	"example.com/catalog/internal/pager"
)

type Lister interface {
	List(ctx context.Context, p pager.Page) ([]model.Item, error)
}

type Handler struct {
	items Lister
}

func NewHandler(items Lister) *Handler {
	return &Handler{items: items}
}

// ServeHTTP walks every page and streams the catalog as CSV.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"id", "sku", "name", "price_yen"})
	for n := 1; ; n++ {
		items, err := h.items.List(r.Context(), pager.New(n, pager.MaxSize))
		if err != nil {
			http.Error(w, "export failed", http.StatusInternalServerError)
			return
		}
		for _, it := range items {
			_ = cw.Write([]string{strconv.FormatInt(it.ID, 10), it.SKU, it.Name, strconv.FormatInt(it.PriceYen, 10)})
		}
		if len(items) < pager.MaxSize {
			break
		}
	}
	cw.Flush()
}
