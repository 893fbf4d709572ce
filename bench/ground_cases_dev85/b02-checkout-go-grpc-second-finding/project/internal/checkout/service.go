package checkout

import (
	"context"
	"errors"
	"fmt"

	"github.com/hanamaru-tech/checkout/internal/inventory"
)

type Inventory interface {
	Reserve(ctx context.Context, orderID string, items []inventory.Item) (*inventory.Reservation, error)
	Release(ctx context.Context, reservationID string) error
}

type Payments interface {
	Authorize(ctx context.Context, orderID string, amountYen int64) (string, error)
}

type Order struct {
	ID        string
	Items     []inventory.Item
	AmountYen int64
}

type Result struct {
	ReservationID string
	PaymentID     string
}

var ErrOutOfStock = errors.New("out of stock")

type Service struct {
	inv Inventory
	pay Payments
}

func NewService(inv Inventory, pay Payments) *Service {
	return &Service{inv: inv, pay: pay}
}

// PlaceOrder reserves stock, then authorizes payment; stock is released if payment fails.
func (s *Service) PlaceOrder(ctx context.Context, o Order) (*Result, error) {
	res, err := s.inv.Reserve(ctx, o.ID, o.Items)
	if err != nil {
		return nil, fmt.Errorf("place order %s: %w", o.ID, err)
	}
	payID, err := s.pay.Authorize(ctx, o.ID, o.AmountYen)
	if err != nil {
		if rerr := s.inv.Release(context.WithoutCancel(ctx), res.ID); rerr != nil {
			err = errors.Join(err, rerr)
		}
		return nil, fmt.Errorf("place order %s: %w", o.ID, err)
	}
	return &Result{ReservationID: res.ID, PaymentID: payID}, nil
}
