package store

import (
	"context"
	"testing"
)

func TestListOrdersFiltersByStatus(t *testing.T) {
	s := newTestStore(t)
	ctx := context.Background()
	seedOrders(t, s, []Order{
		{CustomerID: 1, Status: "paid", TotalCents: 1200},
		{CustomerID: 2, Status: "pending", TotalCents: 800},
		{CustomerID: 1, Status: "paid", TotalCents: 500},
	})
	rows, err := s.ListOrders(ctx, ListFilter{Status: "paid", Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 {
		t.Fatalf("want 2 paid orders, got %d", len(rows))
	}
	for _, r := range rows {
		if r.CustomerName == "" {
			t.Errorf("order %d has no customer name", r.ID)
		}
	}
}

func TestCountOrders(t *testing.T) {
	s := newTestStore(t)
	seedOrders(t, s, []Order{{CustomerID: 1, Status: "paid"}, {CustomerID: 1, Status: "void"}})
	n, err := s.CountOrders(context.Background(), "")
	if err != nil || n != 2 {
		t.Fatalf("count = %d, %v", n, err)
	}
}
