package api

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/hinata-foods/orders-svc/internal/store"
)

const maxPageSize = 100

type Handler struct {
	Store *store.Store
}

func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /orders", h.listOrders)
	mux.HandleFunc("GET /reports/daily", h.dailyReport)
}

func intParam(r *http.Request, name string, def int) int {
	v, err := strconv.Atoi(r.URL.Query().Get(name))
	if err != nil || v < 0 {
		return def
	}
	return v
}

func (h *Handler) listOrders(w http.ResponseWriter, r *http.Request) {
	page := intParam(r, "page", 1)
	size := intParam(r, "size", 20)
	if size > maxPageSize {
		size = maxPageSize
	}
	status := r.URL.Query().Get("status")
	orders, err := h.Store.ListOrders(r.Context(), status, page, size)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, orders)
}

func (h *Handler) dailyReport(w http.ResponseWriter, r *http.Request) {
	day, err := time.Parse("2006-01-02", r.URL.Query().Get("date"))
	if err != nil {
		http.Error(w, "date must be YYYY-MM-DD", http.StatusBadRequest)
		return
	}
	total, err := h.Store.DailyTotal(r.Context(), day)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, map[string]any{"date": day.Format("2006-01-02"), "total_yen": total})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
