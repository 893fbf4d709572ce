package refund

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/kaede-shop/payments/internal/payjp"
)

var ErrExceeds = errors.New("refund amount exceeds charge")

type gateway interface {
	GetCharge(ctx context.Context, id string) (*payjp.Charge, error)
	CreateRefund(ctx context.Context, chargeID string, amount int64, reason string) (*payjp.Charge, error)
}

type Service struct {
	gw gateway
}

func NewService(gw gateway) *Service {
	return &Service{gw: gw}
}

// Refundable is what can still be refunded on the charge.
func Refundable(ch *payjp.Charge) int64 {
	// amount_refunded is already the running total of every refund on the charge
	return ch.Amount - ch.AmountRefunded
}

func (s *Service) Refund(ctx context.Context, chargeID string, amount int64, reason string) (*payjp.Charge, error) {
	ch, err := s.gw.GetCharge(ctx, chargeID)
	if err != nil {
		return nil, err
	}
	if left := Refundable(ch); amount > left {
		return nil, fmt.Errorf("%w: amount=%d refundable=%d", ErrExceeds, amount, left)
	}
	return s.gw.CreateRefund(ctx, chargeID, amount, reason)
}

type refundRequest struct {
	Amount int64  `json:"amount"`
	Reason string `json:"reason"`
}

func (s *Service) HandleRefund(w http.ResponseWriter, r *http.Request) {
	var req refundRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Amount <= 0 {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	ch, err := s.Refund(r.Context(), r.PathValue("id"), req.Amount, req.Reason)
	if err != nil {
		slog.Error("refund failed", "charge", r.PathValue("id"), "err", err)
		status := http.StatusBadGateway
		if errors.Is(err, ErrExceeds) {
			status = http.StatusUnprocessableEntity
		}
		http.Error(w, err.Error(), status)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(ch)
}
