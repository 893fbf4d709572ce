package refund

import (
	"context"
	"errors"
	"testing"

	"github.com/kaede-shop/payments/internal/payjp"
)

type fakeGateway struct {
	charge   *payjp.Charge
	refunded int64
}

func (f *fakeGateway) GetCharge(ctx context.Context, id string) (*payjp.Charge, error) {
	return f.charge, nil
}

func (f *fakeGateway) CreateRefund(ctx context.Context, id string, amount int64, reason string) (*payjp.Charge, error) {
	f.refunded += amount
	return f.charge, nil
}

func TestRefundFull(t *testing.T) {
	gw := &fakeGateway{charge: &payjp.Charge{ID: "ch_1", Amount: 5000}}
	if _, err := NewService(gw).Refund(context.Background(), "ch_1", 5000, "requested_by_customer"); err != nil {
		t.Fatal(err)
	}
	if gw.refunded != 5000 {
		t.Fatalf("refunded = %d", gw.refunded)
	}
}

func TestSecondPartialRefund(t *testing.T) {
	ch := &payjp.Charge{ID: "ch_1", Amount: 6300, AmountRefunded: 3000, Refunds: []payjp.Refund{{ID: "re_1", Amount: 3000}}}
	gw := &fakeGateway{charge: ch}
	if _, err := NewService(gw).Refund(context.Background(), "ch_1", 3300, "requested_by_customer"); err != nil {
		t.Fatal(err)
	}
}

func TestRefundTooMuch(t *testing.T) {
	gw := &fakeGateway{charge: &payjp.Charge{ID: "ch_1", Amount: 5000}}
	_, err := NewService(gw).Refund(context.Background(), "ch_1", 5001, "")
	if !errors.Is(err, ErrExceeds) {
		t.Fatalf("err = %v", err)
	}
}
