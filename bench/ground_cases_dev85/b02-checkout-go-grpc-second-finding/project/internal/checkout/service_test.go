package checkout

import (
	"context"
	"errors"
	"testing"

	"github.com/hanamaru-tech/checkout/internal/inventory"
)

type fakeInv struct {
	reserved, released []string
}

func (f *fakeInv) Reserve(_ context.Context, orderID string, _ []inventory.Item) (*inventory.Reservation, error) {
	f.reserved = append(f.reserved, orderID)
	return &inventory.Reservation{ID: "res-" + orderID}, nil
}

func (f *fakeInv) Release(_ context.Context, id string) error {
	f.released = append(f.released, id)
	return nil
}

type fakePay struct{ err error }

func (f fakePay) Authorize(context.Context, string, int64) (string, error) { return "pay-1", f.err }

func TestPlaceOrder(t *testing.T) {
	inv := &fakeInv{}
	r, err := NewService(inv, fakePay{}).PlaceOrder(context.Background(), Order{ID: "o1", AmountYen: 1200})
	if err != nil || r.ReservationID != "res-o1" {
		t.Fatalf("r=%+v err=%v", r, err)
	}
}

func TestReleasesWhenPaymentFails(t *testing.T) {
	inv := &fakeInv{}
	_, err := NewService(inv, fakePay{err: errors.New("declined")}).PlaceOrder(context.Background(), Order{ID: "o2"})
	if err == nil || len(inv.released) != 1 || inv.released[0] != "res-o2" {
		t.Fatalf("err=%v released=%v", err, inv.released)
	}
}
