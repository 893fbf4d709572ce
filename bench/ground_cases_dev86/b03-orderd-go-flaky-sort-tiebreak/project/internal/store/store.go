package store

import (
	"sort"
	"sync"
	"time"
)

type Order struct {
	ID        string
	Customer  string
	CreatedAt time.Time
}

type Store struct {
	mu     sync.RWMutex
	orders map[string]Order
	now    func() time.Time
}

func New(now func() time.Time) *Store {
	return &Store{orders: map[string]Order{}, now: now}
}

func (s *Store) Add(id, customer string) Order {
	s.mu.Lock()
	defer s.mu.Unlock()
	o := Order{ID: id, Customer: customer, CreatedAt: s.now()}
	s.orders[id] = o
	return o
}

// ListOrders returns the customer's orders, oldest first (see README: API order guarantee).
func (s *Store) ListOrders(customer string) []Order {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var out []Order
	for _, o := range s.orders {
		if o.Customer == customer {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].CreatedAt.Before(out[j].CreatedAt) })
	return out
}
