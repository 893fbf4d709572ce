package store

import (
	"context"
	"sort"
	"sync"

	"github.com/lanhu/orderdesk/internal/order"
)

// FakeStore is an in-memory Store for tests.
type FakeStore struct {
	mu     sync.RWMutex
	orders map[string]order.Order
}

func NewFakeStore() *FakeStore {
	return &FakeStore{orders: map[string]order.Order{}}
}

func (f *FakeStore) Save(_ context.Context, o order.Order) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.orders[o.ID] = o
	return nil
}

func (f *FakeStore) Get(_ context.Context, id string) (order.Order, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	o, ok := f.orders[id]
	if !ok {
		return order.Order{}, order.ErrNotFound
	}
	return o, nil
}

func (f *FakeStore) List(_ context.Context, customerID string, p order.Page) ([]order.Order, error) {
	p = p.Normalize()
	f.mu.RLock()
	defer f.mu.RUnlock()
	var out []order.Order
	for _, o := range f.orders {
		if o.CustomerID == customerID {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	if p.Offset >= len(out) {
		return []order.Order{}, nil
	}
	end := p.Offset + p.Limit
	if end > len(out) {
		end = len(out)
	}
	return out[p.Offset:end], nil
}
