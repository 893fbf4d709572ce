package order

import (
	"context"
	"errors"
	"testing"
	"time"
)

type fakeStore struct {
	orders []Order
}

func (f *fakeStore) GetCustomer(ctx context.Context, id int64) (Customer, error) {
	if id != 7 {
		return Customer{}, ErrNotFound
	}
	return Customer{ID: 7, Name: "Sato"}, nil
}

func (f *fakeStore) ListByCustomer(ctx context.Context, customerID int64, limit, offset int) ([]Order, error) {
	if offset >= len(f.orders) {
		return nil, nil
	}
	end := min(offset+limit, len(f.orders))
	return f.orders[offset:end], nil
}

func (f *fakeStore) CountByCustomer(ctx context.Context, customerID int64) (int, error) {
	return len(f.orders), nil
}

func TestOverdue(t *testing.T) {
	now := time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)
	s := &Service{now: func() time.Time { return now }}
	if !s.Overdue(Order{DueAt: now.Add(-time.Hour)}) {
		t.Fatal("want overdue")
	}
	paid := now
	if s.Overdue(Order{DueAt: now.Add(-time.Hour), PaidAt: &paid}) {
		t.Fatal("paid order is never overdue")
	}
}

func TestListForCustomerUnknownCustomer(t *testing.T) {
	s := NewService(&fakeStore{})
	_, err := s.ListForCustomer(context.Background(), 99, 1, 20)
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("err = %v, want ErrNotFound", err)
	}
}

func TestListForCustomerClampsSize(t *testing.T) {
	s := NewService(&fakeStore{orders: make([]Order, 250)})
	p, err := s.ListForCustomer(context.Background(), 7, 2, 500)
	if err != nil {
		t.Fatal(err)
	}
	if p.Size != defaultPageSize {
		t.Fatalf("size = %d, want %d", p.Size, defaultPageSize)
	}
}
