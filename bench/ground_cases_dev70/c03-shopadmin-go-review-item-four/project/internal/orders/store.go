package orders

import (
	"context"
	"errors"
	"sync"
	"time"
)

var ErrNotFound = errors.New("order not found")
var ErrOverRefund = errors.New("refund exceeds paid amount")

type Order struct {
	ID          string    `json:"id"`
	ShopID      string    `json:"shop_id"`
	CustomerTel string    `json:"customer_tel"`
	PaidFen     int64     `json:"paid_fen"`
	RefundedFen int64     `json:"refunded_fen"`
	CreatedAt   time.Time `json:"created_at"`
}

type Store interface {
	ListByShop(ctx context.Context, shopID string) ([]Order, error)
	Get(ctx context.Context, id string) (Order, error)
	Refund(ctx context.Context, id string, amountFen int64, reason string) error
}

type MemoryStore struct {
	mu     sync.Mutex
	orders map[string]*Order
}

func NewMemoryStore() *MemoryStore {
	return &MemoryStore{orders: map[string]*Order{}}
}

func (s *MemoryStore) Put(o Order) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.orders[o.ID] = &o
}

func (s *MemoryStore) ListByShop(_ context.Context, shopID string) ([]Order, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Order
	for _, o := range s.orders {
		if o.ShopID == shopID {
			out = append(out, *o)
		}
	}
	return out, nil
}

func (s *MemoryStore) Get(_ context.Context, id string) (Order, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[id]
	if !ok {
		return Order{}, ErrNotFound
	}
	return *o, nil
}

func (s *MemoryStore) Refund(_ context.Context, id string, amountFen int64, _ string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[id]
	if !ok {
		return ErrNotFound
	}
	if o.RefundedFen+amountFen > o.PaidFen {
		return ErrOverRefund
	}
	o.RefundedFen += amountFen
	return nil
}
