package reservation

import (
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/lanshan-tech/stockd/internal/httpx"
)

const defaultLimit = 50

type Handler struct {
	store Store
	log   *slog.Logger
}

func NewHandler(store Store, log *slog.Logger) *Handler {
	return &Handler{store: store, log: log}
}

func (h *Handler) Mount(r chi.Router) {
	r.Post("/reservations", h.Reserve)
	r.Delete("/reservations/{id}", h.Release)
	r.Get("/skus/{sku}/reservations", h.ListBySKU)
}

type reserveRequest struct {
	SKU     string `json:"sku"`
	Qty     int    `json:"qty"`
	OrderID string `json:"order_id"`
}

func (h *Handler) Reserve(w http.ResponseWriter, r *http.Request) {
	var req reserveRequest
	if err := httpx.Decode(r, &req); err != nil {
		httpx.Error(w, http.StatusBadRequest, "invalid body")
		return
	}
	if req.SKU == "" || req.OrderID == "" {
		httpx.Error(w, http.StatusBadRequest, "sku and order_id are required")
		return
	}
	if req.Qty <= 0 {
		httpx.Error(w, http.StatusBadRequest, "qty must be positive")
		return
	}
	res, err := h.store.Reserve(r.Context(), req.SKU, req.Qty, req.OrderID)
	if errors.Is(err, ErrInsufficient) {
		httpx.Error(w, http.StatusConflict, "insufficient stock")
		return
	}
	if err != nil {
		h.log.Error("reserve", "sku", req.SKU, "err", err)
		httpx.Error(w, http.StatusInternalServerError, "reserve failed")
		return
	}
	httpx.JSON(w, http.StatusCreated, res)
}

func (h *Handler) Release(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		httpx.Error(w, http.StatusBadRequest, "bad id")
		return
	}
	if err := h.store.Release(r.Context(), id); err != nil {
		if err == ErrNotFound {
			httpx.Error(w, http.StatusNotFound, "reservation not found")
			return
		}
		h.log.Error("release", "id", id, "err", err)
		httpx.Error(w, http.StatusInternalServerError, "release failed")
		return
	}
	httpx.NoContent(w)
}

func (h *Handler) ListBySKU(w http.ResponseWriter, r *http.Request) {
	sku := chi.URLParam(r, "sku")
	limit := defaultLimit
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			httpx.Error(w, http.StatusBadRequest, "limit must be a positive integer")
			return
		}
		limit = n
	}
	list, err := h.store.ListBySKU(r.Context(), sku, limit)
	if err != nil {
		h.log.Error("list", "sku", sku, "err", err)
		httpx.Error(w, http.StatusInternalServerError, "list failed")
		return
	}
	httpx.JSON(w, http.StatusOK, list)
}
