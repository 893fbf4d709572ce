package handler

import (
	"database/sql"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"
)

type StockItem struct {
	SKU       string `json:"sku"`
	Name      string `json:"name"`
	Quantity  int    `json:"quantity"`
	Warehouse string `json:"warehouse"`
}

type StockHandler struct {
	db     *sql.DB
	logger *slog.Logger
}

func NewStockHandler(db *sql.DB, logger *slog.Logger) *StockHandler {
	return &StockHandler{db: db, logger: logger}
}

func (h *StockHandler) Routes(r chi.Router) {
	r.Get("/stocks/low", h.ListLowStock)
	r.Get("/stocks/{sku}", h.GetStock)
	r.Post("/stocks/{sku}/adjust", h.AdjustStock)
}

// ListLowStock は在庫が threshold 未満の SKU を少ない順に返す。
func (h *StockHandler) ListLowStock(w http.ResponseWriter, r *http.Request) {
	threshold, err := strconv.Atoi(r.URL.Query().Get("threshold"))
	if err != nil || threshold <= 0 {
		threshold = 10
	}
	rows, err := h.db.QueryContext(r.Context(),
		`SELECT sku, name, quantity, warehouse FROM stocks WHERE quantity < $1 ORDER BY quantity, sku`,
		threshold)
	if err != nil {
		h.logger.Error("list low stock", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	defer rows.Close()

	var items []StockItem
	for rows.Next() {
		var it StockItem
		if err := rows.Scan(&it.SKU, &it.Name, &it.Quantity, &it.Warehouse); err != nil {
			h.logger.Error("scan stock", "err", err)
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		items = append(items, it)
	}
	if err := rows.Err(); err != nil {
		h.logger.Error("iterate stock rows", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, items)
}

func (h *StockHandler) GetStock(w http.ResponseWriter, r *http.Request) {
	sku := chi.URLParam(r, "sku")
	var it StockItem
	err := h.db.QueryRowContext(r.Context(),
		`SELECT sku, name, quantity, warehouse FROM stocks WHERE sku = $1`, sku).
		Scan(&it.SKU, &it.Name, &it.Quantity, &it.Warehouse)
	if errors.Is(err, sql.ErrNoRows) {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if err != nil {
		h.logger.Error("get stock", "sku", sku, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, it)
}

type adjustRequest struct {
	Delta  int    `json:"delta"`
	Reason string `json:"reason"`
}

func (h *StockHandler) AdjustStock(w http.ResponseWriter, r *http.Request) {
	sku := chi.URLParam(r, "sku")
	var req adjustRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Delta == 0 {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	res, err := h.db.ExecContext(r.Context(),
		`UPDATE stocks SET quantity = quantity + $1, updated_at = now() WHERE sku = $2 AND quantity + $1 >= 0`,
		req.Delta, sku)
	if err != nil {
		h.logger.Error("adjust stock", "sku", sku, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		http.Error(w, "insufficient stock or unknown sku", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
