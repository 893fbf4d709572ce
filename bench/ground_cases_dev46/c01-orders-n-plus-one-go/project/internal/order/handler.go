package order

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"
)

type Handler struct{ svc *Service }

func NewHandler(s *Service) *Handler { return &Handler{svc: s} }

func (h *Handler) Routes(r chi.Router) {
	r.Get("/shops/{shopID}/orders", h.list)
	r.Post("/shops/{shopID}/orders/{id}/cancel", h.cancel)
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) {
	shopID, _ := strconv.ParseInt(chi.URLParam(r, "shopID"), 10, 64)
	page, _ := strconv.Atoi(r.URL.Query().Get("page"))
	if page < 1 {
		page = 1
	}
	size, _ := strconv.Atoi(r.URL.Query().Get("size"))
	views, err := h.svc.ListOrders(r.Context(), shopID, page, size)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(views)
}

func (h *Handler) cancel(w http.ResponseWriter, r *http.Request) {
	shopID, _ := strconv.ParseInt(chi.URLParam(r, "shopID"), 10, 64)
	id, _ := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err := h.svc.Cancel(r.Context(), shopID, id); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
