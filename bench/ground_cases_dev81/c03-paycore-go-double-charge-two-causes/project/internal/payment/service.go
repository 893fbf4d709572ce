package payment

import (
	"context"
	"fmt"

	"github.com/lianjia-pay/paycore/internal/gateway"
)

type Charger interface {
	Charge(ctx context.Context, req gateway.ChargeRequest) (*gateway.ChargeResult, error)
}

type Service struct {
	repo *Repo
	psp  Charger
}

func NewService(repo *Repo, psp Charger) *Service { return &Service{repo: repo, psp: psp} }

// Pay charges an order once per idempotency key.
func (s *Service) Pay(ctx context.Context, orderID, key string, amountFen int64) (*Payment, error) {
	existing, err := s.repo.FindByKey(ctx, key)
	if err != nil {
		return nil, fmt.Errorf("find payment: %w", err)
	}
	if existing != nil {
		return existing, nil
	}
	p := &Payment{OrderID: orderID, IdempotencyKey: key, AmountFen: amountFen}
	if err := s.repo.Create(ctx, p); err != nil {
		return nil, fmt.Errorf("create payment: %w", err)
	}
	res, err := s.psp.Charge(ctx, gateway.ChargeRequest{OrderID: orderID, AmountFen: amountFen})
	if err != nil {
		_ = s.repo.MarkFailed(ctx, p.ID)
		return nil, fmt.Errorf("charge: %w", err)
	}
	if err := s.repo.MarkCharged(ctx, p.ID, res.ChargeID); err != nil {
		return nil, fmt.Errorf("mark charged: %w", err)
	}
	p.Status, p.PSPChargeID = "charged", res.ChargeID
	return p, nil
}
