package refunds

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
)

type Handler struct {
	Store  *Store
	Orders OrderLookup
}

type OrderLookup interface {
	AmountCents(id int64) (int64, error)
}

type createRequest struct {
	AmountCents int64  `json:"amount_cents"`
	Reason      string `json:"reason"`
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	orderID, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad order id", http.StatusBadRequest)
		return
	}
	var req createRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	paid, err := h.Orders.AmountCents(orderID)
	if err != nil {
		http.Error(w, "order not found", http.StatusNotFound)
		return
	}
	done, err := h.Store.Total(r.Context(), orderID)
	if err != nil || done+req.AmountCents > paid {
		http.Error(w, "refund exceeds payment", http.StatusUnprocessableEntity)
		return
	}
	id, err := h.Store.Create(r.Context(), orderID, req.AmountCents, req.Reason)
	if err != nil {
		slog.Error("create refund", "order", orderID, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]int64{"id": id})
}
