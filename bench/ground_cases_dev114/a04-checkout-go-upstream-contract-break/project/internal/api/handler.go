package api

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/fernhill/checkout/internal/ledger"
	"github.com/google/uuid"
)

type BalanceSource interface {
	Balance(ctx context.Context, accountID string) (*ledger.Balance, error)
}

type checkoutRequest struct {
	AccountID   string `json:"account_id"`
	AmountCents int64  `json:"amount_cents"`
}

type CheckoutHandler struct {
	ledger BalanceSource
	log    *slog.Logger
}

func NewCheckoutHandler(l BalanceSource, log *slog.Logger) *CheckoutHandler {
	return &CheckoutHandler{ledger: l, log: log}
}

func (h *CheckoutHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	reqID := uuid.NewString()

	var in checkoutRequest
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.AccountID == "" || in.AmountCents <= 0 {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}

	bal, err := h.ledger.Balance(r.Context(), in.AccountID)
	if err != nil {
		h.log.Error("ledger balance failed", "req_id", reqID, "err", err)
		http.Error(w, "upstream error", http.StatusBadGateway)
		return
	}
	if bal.AvailableCents < in.AmountCents {
		http.Error(w, "insufficient funds", http.StatusPaymentRequired)
		return
	}

	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"req_id": reqID, "status": "accepted"})
}
