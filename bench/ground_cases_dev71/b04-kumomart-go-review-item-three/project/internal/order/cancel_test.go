package order

import (
	"context"
	"errors"
	"testing"
)

type fakePayments struct{ refunds []int64 }

func (f *fakePayments) Refund(_ context.Context, _ string, amount int64) error {
	f.refunds = append(f.refunds, amount)
	return nil
}

type fakeStock struct{ released map[string]int }

func (f *fakeStock) Release(_ context.Context, sku string, qty int) error {
	f.released[sku] += qty
	return nil
}

type fakeMailer struct{ sent int }

func (f *fakeMailer) SendCancelled(_ context.Context, _ *Order) error {
	f.sent++
	return nil
}

func newService(o *Order) (*Service, *fakePayments, *fakeStock) {
	store := NewMemoryStore()
	_ = store.Save(context.Background(), o)
	p := &fakePayments{}
	st := &fakeStock{released: map[string]int{}}
	return &Service{Store: store, Payments: p, Stock: st, Mailer: &fakeMailer{}}, p, st
}

func TestCancelPaidOrderRefunds(t *testing.T) {
	svc, p, _ := newService(&Order{ID: "o1", Status: StatusPaid, PaymentID: "pay_1", Total: 3300,
		Items: []Item{{SKU: "A", Qty: 1, Price: 3000}}})
	o, err := svc.Cancel(context.Background(), "o1")
	if err != nil {
		t.Fatal(err)
	}
	if o.Status != StatusCancelled {
		t.Fatalf("status = %s", o.Status)
	}
	if len(p.refunds) != 1 || p.refunds[0] != 3300 {
		t.Fatalf("refunds = %v", p.refunds)
	}
}

func TestCancelShippedFails(t *testing.T) {
	svc, p, _ := newService(&Order{ID: "o3", Status: StatusShipped, PaymentID: "pay_3", Total: 1000,
		Items: []Item{{SKU: "A", Qty: 1}}})
	_, err := svc.Cancel(context.Background(), "o3")
	if !errors.Is(err, ErrAlreadyShipped) {
		t.Fatalf("err = %v", err)
	}
	if len(p.refunds) != 0 {
		t.Fatalf("refunds = %v", p.refunds)
	}
}

func TestCancelPendingDoesNotRefund(t *testing.T) {
	svc, p, _ := newService(&Order{ID: "o2", Status: StatusPending, Items: []Item{{SKU: "A", Qty: 2}}})
	if _, err := svc.Cancel(context.Background(), "o2"); err != nil {
		t.Fatal(err)
	}
	if len(p.refunds) != 0 {
		t.Fatalf("refunds = %v", p.refunds)
	}
}
