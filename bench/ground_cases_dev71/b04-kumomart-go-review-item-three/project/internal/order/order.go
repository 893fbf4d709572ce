package order

import (
	"context"
	"errors"
	"sync"
	"time"
)

var ErrNotFound = errors.New("order not found")

type Item struct {
	SKU   string `json:"sku"`
	Name  string `json:"name"`
	Price int64  `json:"price"`
	Qty   int    `json:"qty"`
}

type Order struct {
	ID          string    `json:"id"`
	Status      Status    `json:"status"`
	Email       string    `json:"email"`
	PaymentID   string    `json:"payment_id"`
	Total       int64     `json:"total"`
	Items       []Item    `json:"items"`
	CancelledAt time.Time `json:"cancelled_at,omitempty"`
}

type Store interface {
	Get(ctx context.Context, id string) (*Order, error)
	Save(ctx context.Context, o *Order) error
}

type MemoryStore struct {
	mu     sync.Mutex
	orders map[string]*Order
}

func NewMemoryStore() *MemoryStore {
	return &MemoryStore{orders: map[string]*Order{}}
}

func (s *MemoryStore) Get(_ context.Context, id string) (*Order, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[id]
	if !ok {
		return nil, ErrNotFound
	}
	cp := *o
	return &cp, nil
}

func (s *MemoryStore) Save(_ context.Context, o *Order) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	cp := *o
	s.orders[o.ID] = &cp
	return nil
}
