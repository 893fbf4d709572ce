package server

import (
	"context"
	"testing"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	inventoryv1 "github.com/harbor-retail/inventory/gen/inventory/v1"
)

func TestReserveValidatesInput(t *testing.T) {
	s := New(nil)
	cases := []*inventoryv1.ReserveRequest{
		{Sku: "A-1", Quantity: 1},
		{ReservationId: "r1", Quantity: 1},
		{ReservationId: "r1", Sku: "A-1", Quantity: 0},
	}
	for _, req := range cases {
		_, err := s.Reserve(context.Background(), req)
		if status.Code(err) != codes.InvalidArgument {
			t.Fatalf("%v: got %v, want InvalidArgument", req, err)
		}
	}
}
