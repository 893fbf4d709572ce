package api

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/tsubame-labs/reportsvc/internal/cache"
	"github.com/tsubame-labs/reportsvc/internal/render"
)

type Handler struct {
	cache *cache.Cache
}

func NewHandler(c *cache.Cache) *Handler {
	return &Handler{cache: c}
}

func (h *Handler) Report(w http.ResponseWriter, r *http.Request) {
	req := cache.Request{
		ReportID: chi.URLParam(r, "id"),
		Filter:   normalizeKey(r.URL.Query().Get("filter")),
		Sort:     r.URL.Query().Get("sort"),
		Locale:   r.Header.Get("Accept-Language"),
	}
	rep, ok := h.cache.Get(req)
	if !ok {
		rep = loadReport(req)
		h.cache.Put(req, rep)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(rep)
}

func (h *Handler) Table(w http.ResponseWriter, r *http.Request) {
	req := cache.Request{ReportID: chi.URLParam(r, "id"), Filter: normalizeKey(r.URL.Query().Get("filter"))}
	rep, ok := h.cache.Get(req)
	if !ok {
		rep = loadReport(req)
		h.cache.Put(req, rep)
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write([]byte(render.Table(rep.Rows)))
}

func loadReport(req cache.Request) cache.Report {
	rows := make([][]string, 0, 64)
	for i := 0; i < 64; i++ {
		rows = append(rows, []string{req.ReportID, req.Filter, "0"})
	}
	return cache.Report{ID: req.ReportID, Rows: rows}
}
