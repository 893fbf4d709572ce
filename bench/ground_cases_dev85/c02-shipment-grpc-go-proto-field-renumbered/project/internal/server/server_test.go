package server

import (
	"context"
	"errors"
	"testing"

	shipmentv1 "github.com/lanshan/shipment/gen/shipment/v1"
	"github.com/lanshan/shipment/internal/inventory"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

type fakeInventory struct {
	calls int
	err   error
}

func (f *fakeInventory) Reserve(_ context.Context, _ string, _ []inventory.Line) error {
	f.calls++
	return f.err
}

func req() *shipmentv1.CreateShipmentRequest {
	return &shipmentv1.CreateShipmentRequest{
		MerchantId: "m-1",
		OrderId:    "o-100",
		Items:      []*shipmentv1.Item{{Sku: "SKU-1", Quantity: 2}},
	}
}

func TestCreateShipment(t *testing.T) {
	s := New(NewMemStore(), &fakeInventory{})
	resp, err := s.CreateShipment(context.Background(), req())
	if err != nil {
		t.Fatal(err)
	}
	if resp.GetShipment().GetOrderId() != "o-100" {
		t.Fatalf("order id = %q", resp.GetShipment().GetOrderId())
	}
}

func TestCreateShipmentIdempotent(t *testing.T) {
	inv := &fakeInventory{}
	s := New(NewMemStore(), inv)
	r := req()
	r.IdempotencyKey = "k-1"
	first, err := s.CreateShipment(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	second, err := s.CreateShipment(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if inv.calls != 1 {
		t.Fatalf("inventory called %d times", inv.calls)
	}
	if first.GetShipment().GetId() != second.GetShipment().GetId() {
		t.Fatalf("got two shipments: %s, %s", first.GetShipment().GetId(), second.GetShipment().GetId())
	}
}

func TestCreateShipmentInventoryDown(t *testing.T) {
	s := New(NewMemStore(), &fakeInventory{err: errors.New("boom")})
	_, err := s.CreateShipment(context.Background(), req())
	if status.Code(err) != codes.Unavailable {
		t.Fatalf("code = %v", status.Code(err))
	}
}
