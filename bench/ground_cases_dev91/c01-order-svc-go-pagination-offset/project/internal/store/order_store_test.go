package store

import (
	"context"
	"testing"

	"github.com/huanxin/order-svc/internal/model"
)

func seed(n int) *fakeDB {
	db := newFakeDB()
	for i := 1; i <= n; i++ {
		db.insert(model.Order{ID: int64(i), CustomerID: 7, Status: model.StatusPaid, AmountCent: 100})
	}
	return db
}

func TestListOrders_FirstPage(t *testing.T) {
	s := &OrderStore{db: seed(25)}
	got, err := s.List(context.Background(), model.ListFilter{CustomerID: 7, Page: 1, Size: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 10 || got[0].ID != 1 {
		t.Fatalf("got %d orders, first id %d; want 10, first id 1", len(got), got[0].ID)
	}
}

func TestListOrders_SecondPage(t *testing.T) {
	s := &OrderStore{db: seed(25)}
	got, err := s.List(context.Background(), model.ListFilter{CustomerID: 7, Page: 2, Size: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 10 || got[0].ID != 11 {
		t.Fatalf("got %d orders, first id %d; want 10, first id 11", len(got), got[0].ID)
	}
}

func TestGet_NotFound(t *testing.T) {
	s := &OrderStore{db: seed(1)}
	if _, err := s.Get(context.Background(), 99); err != ErrNotFound {
		t.Fatalf("err = %v, want ErrNotFound", err)
	}
}
