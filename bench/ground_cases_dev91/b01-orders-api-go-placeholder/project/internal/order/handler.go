package order

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/acme/orders-api/internal/httpx"
)

type Repository interface {
	Get(ctx context.Context, id int64) (Order, error)
	List(ctx context.Context, f ListFilter) ([]Order, error)
	Create(ctx context.Context, req CreateOrderRequest) (Order, error)
}

type Handler struct {
	repo Repository
}

func NewHandler(repo Repository) *Handler {
	return &Handler{repo: repo}
}

func (h *Handler) Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/", h.List)
	r.Post("/", h.Create)
	r.Get("/{id}", h.Get)
	return r
}

func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		httpx.Error(w, http.StatusBadRequest, "invalid id")
		return
	}
	o, err := h.repo.Get(r.Context(), id)
	if errors.Is(err, sql.ErrNoRows) {
		httpx.Error(w, http.StatusNotFound, "order not found")
		return
	}
	if err != nil {
		httpx.Error(w, http.StatusInternalServerError, "internal error")
		return
	}
	httpx.JSON(w, http.StatusOK, o)
}

func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	status, err := ParseStatus(r.URL.Query().Get("status"))
	if err != nil {
		httpx.Error(w, http.StatusBadRequest, err.Error())
		return
	}
	limit := 50
	if v := r.URL.Query().Get("limit"); v != "" {
		if n, err := strconv.Atoi(v); err == nil && n > 0 && n <= 200 {
			limit = n
		}
	}
	orders, err := h.repo.List(r.Context(), ListFilter{Status: status, Limit: limit})
	if err != nil {
		httpx.Error(w, http.StatusInternalServerError, "internal error")
		return
	}
	httpx.JSON(w, http.StatusOK, orders)
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	var req CreateOrderRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		httpx.Error(w, http.StatusBadRequest, "invalid body")
		return
	}
	if req.CustomerID <= 0 || req.TotalCents < 0 {
		httpx.Error(w, http.StatusUnprocessableEntity, "customer_id and total_cents are required")
		return
	}
	o, err := h.repo.Create(r.Context(), req)
	if err != nil {
		httpx.Error(w, http.StatusInternalServerError, "internal error")
		return
	}
	slog.InfoContext(r.Context(), "order created",
		"order_id", o.ID, "customer_id", o.CustomerID, "total_cents", o.TotalCents)
	httpx.JSON(w, http.StatusCreated, o)
}
