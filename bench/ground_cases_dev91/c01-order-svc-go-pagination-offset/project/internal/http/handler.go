package http

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/huanxin/order-svc/internal/model"
	"github.com/huanxin/order-svc/internal/store"
)

type Handler struct {
	orders *store.OrderStore
	log    *slog.Logger
}

func NewHandler(orders *store.OrderStore, log *slog.Logger) *Handler {
	return &Handler{orders: orders, log: log}
}

func (h *Handler) Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/orders/{id}", h.getOrder)
	r.Get("/customers/{cid}/orders", h.listOrders)
	return AccessLog(h.log, Recoverer(h.log, r))
}

func (h *Handler) getOrder(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	o, err := h.orders.Get(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "order not found", http.StatusNotFound)
		return
	}
	if err != nil {
		h.log.Error("get order", "id", id, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, o)
}

func (h *Handler) listOrders(w http.ResponseWriter, r *http.Request) {
	cid, err := strconv.ParseInt(chi.URLParam(r, "cid"), 10, 64)
	if err != nil {
		http.Error(w, "bad customer id", http.StatusBadRequest)
		return
	}
	q := r.URL.Query()
	page, _ := strconv.Atoi(q.Get("page"))
	if page < 1 {
		page = 1
	}
	size, _ := strconv.Atoi(q.Get("size"))
	if size < 1 || size > 100 {
		size = 20
	}
	f := model.ListFilter{CustomerID: cid, Status: model.Status(q.Get("status")), Page: page, Size: size}
	if f.Status != "" && !f.Status.Valid() {
		http.Error(w, "bad status", http.StatusBadRequest)
		return
	}
	orders, err := h.orders.List(r.Context(), f)
	if err != nil {
		h.log.Error("list orders", "customer", cid, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, orders)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}
