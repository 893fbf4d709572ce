package api

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/lumen-tix/ticketing/internal/store"
)

type EventsHandler struct {
	Store  *store.EventStore
	Logger *slog.Logger
}

type listResponse struct {
	Items    []store.Event `json:"items"`
	Page     int           `json:"page"`
	PageSize int           `json:"page_size"`
	Total    int           `json:"total"`
}

func (h *EventsHandler) List(w http.ResponseWriter, r *http.Request) {
	p, err := parseListParams(r.URL.Query())
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	items, total, err := h.Store.List(r.Context(), store.ListFilter{
		Page:     p.Page,
		PageSize: p.PageSize,
		From:     p.From,
		To:       p.To,
		City:     p.City,
	})
	if err != nil {
		h.Logger.Error("list events", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(listResponse{Items: items, Page: p.Page, PageSize: p.PageSize, Total: total})
}
