package orders

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

var (
	ordersCreated = promauto.NewCounter(prometheus.CounterOpts{
		Name: "orders_created_total",
		Help: "Orders successfully created.",
	})
	ordersFailed = promauto.NewCounterVec(prometheus.CounterOpts{
		Name: "orders_failed_total",
		Help: "Orders that could not be created, by reason.",
	}, []string{"reason"})
)

type Handler struct {
	store *Store
}

func NewHandler(s *Store) *Handler {
	return &Handler{store: s}
}

type createRequest struct {
	CustomerID string `json:"customer_id"`
	SKU        string `json:"sku"`
	Quantity   int    `json:"quantity"`
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	if req.Quantity <= 0 || req.SKU == "" {
		http.Error(w, "invalid order", http.StatusUnprocessableEntity)
		return
	}
	order, err := h.store.Insert(r.Context(), req.CustomerID, req.SKU, req.Quantity)
	if err != nil {
		status := http.StatusInternalServerError
		if errors.Is(err, ErrOutOfStock) {
			status = http.StatusConflict
		}
		slog.Error("create order", "err", err, "customer_id", req.CustomerID, "sku", req.SKU)
		ordersFailed.WithLabelValues(err.Error()).Inc()
		http.Error(w, http.StatusText(status), status)
		return
	}
	ordersCreated.Inc()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(order)
}

func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	order, err := h.store.Find(r.Context(), id)
	if errors.Is(err, ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		slog.Error("get order", "err", err, "id", id)
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(order)
}
