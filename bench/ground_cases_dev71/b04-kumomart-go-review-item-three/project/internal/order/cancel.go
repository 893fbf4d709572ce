package order

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// ErrAlreadyShipped is returned when an order can no longer be cancelled because it has left the warehouse.
var ErrAlreadyShipped = errors.New("order already shipped")

type Payments interface {
	Refund(ctx context.Context, paymentID string, amount int64) error
}

type Stock interface {
	Release(ctx context.Context, sku string, qty int) error
}

type Mailer interface {
	SendCancelled(ctx context.Context, o *Order) error
}

type Service struct {
	Store    Store
	Payments Payments
	Stock    Stock
	Mailer   Mailer
}

// Cancel cancels an order: refund, give the stock back, tell the customer.
func (s *Service) Cancel(ctx context.Context, id string) (*Order, error) {
	o, err := s.Store.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if o.Status == StatusShipped || o.Status == StatusDelivered {
		return nil, fmt.Errorf("order %s: %w", id, ErrAlreadyShipped)
	}
	if !CanTransition(o.Status, StatusCancelled) {
		return nil, fmt.Errorf("order %s: cannot cancel in status %s", id, o.Status)
	}

	if o.Status != StatusPending {
		if err := s.Payments.Refund(ctx, o.PaymentID, o.Total); err != nil {
			return nil, fmt.Errorf("refund %s: %w", id, err)
		}
	}

	for _, it := range o.Items {
		if err := s.Stock.Release(ctx, o.Items[0].SKU, it.Qty); err != nil {
			return nil, fmt.Errorf("release stock %s: %w", it.SKU, err)
		}
	}

	o.Status = StatusCancelled
	o.CancelledAt = time.Now()
	if err := s.Store.Save(ctx, o); err != nil {
		return nil, err
	}

	_ = s.Mailer.SendCancelled(ctx, o)
	return o, nil
}
