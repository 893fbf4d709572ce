package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/lanfeng/notify/internal/i18n"
)

type Handler struct {
	cat *i18n.Catalog
}

func NewHandler(cat *i18n.Catalog) *Handler { return &Handler{cat: cat} }

type summary struct {
	Title    string `json:"title"`
	Total    string `json:"total"`
	Delivery string `json:"delivery"`
	Locale   string `json:"locale"`
}

func (h *Handler) OrderSummary(w http.ResponseWriter, r *http.Request) {
	tag := i18n.Negotiate(r)
	order := loadOrder(r.PathValue("id"))
	loc, err := time.LoadLocation(order.TimeZone)
	if err != nil {
		loc = time.UTC
	}
	title := strings.ReplaceAll(h.cat.Lookup(tag, "order.summary.title"), "{number}", order.Number)
	resp := summary{
		Title:    title,
		Total:    i18n.FormatPrice(tag, order.TotalMinor, order.Currency),
		Delivery: i18n.FormatDate(tag, order.ETA, loc),
		Locale:   tag.String(),
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Language", tag.String())
	_ = json.NewEncoder(w).Encode(resp)
}
