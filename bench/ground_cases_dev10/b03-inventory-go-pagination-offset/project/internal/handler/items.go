package handler

import (
	"database/sql"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/yuto-k/inventory-api/internal/pagination"
	"github.com/yuto-k/inventory-api/internal/store"
)

type ItemHandler struct {
	Store  *store.Store
	Logger *slog.Logger
}

type listResponse struct {
	Items      []store.Item `json:"items"`
	Total      int          `json:"total"`
	Page       int          `json:"page"`
	TotalPages int          `json:"total_pages"`
}

// List handles GET /items?page=&per_page=&q=
func (h *ItemHandler) List(w http.ResponseWriter, r *http.Request) {
	p, err := pagination.Parse(r.URL.Query())
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	q := strings.TrimSpace(r.URL.Query().Get("q"))

	items, total, err := h.Store.List(r.Context(), store.ListOptions{
		Query:  q,
		Limit:  p.PerPage,
		Offset: p.Offset(),
	})
	if err != nil {
		h.Logger.Error("list items", "err", err)
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	writeJSON(w, http.StatusOK, listResponse{
		Items:      items,
		Total:      total,
		Page:       p.Number,
		TotalPages: pagination.TotalPages(total, p.PerPage),
	})
}

// Get handles GET /items/{id}
func (h *ItemHandler) Get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid id")
		return
	}
	item, err := h.Store.Get(r.Context(), id)
	if errors.Is(err, sql.ErrNoRows) {
		writeError(w, http.StatusNotFound, "item not found")
		return
	}
	if err != nil {
		h.Logger.Error("get item", "id", id, "err", err)
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	writeJSON(w, http.StatusOK, item)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
