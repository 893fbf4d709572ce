package store

import (
	"context"
	"sort"
	"sync"
	"time"

	"github.com/google/uuid"
)

type Memory struct {
	mu       sync.RWMutex
	products map[string]Product
	log      []Adjustment
}

func NewMemory() *Memory {
	return &Memory{products: map[string]Product{}}
}

func (m *Memory) Put(p Product) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.products[p.SKU] = p
}

func (m *Memory) List(_ context.Context, after string, limit int) ([]Product, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	skus := make([]string, 0, len(m.products))
	for sku := range m.products {
		if sku > after {
			skus = append(skus, sku)
		}
	}
	sort.Strings(skus)
	if len(skus) > limit {
		skus = skus[:limit]
	}
	out := make([]Product, 0, len(skus))
	for _, sku := range skus {
		out = append(out, m.products[sku])
	}
	return out, nil
}

func (m *Memory) Get(_ context.Context, sku string) (Product, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	p, ok := m.products[sku]
	if !ok {
		return Product{}, ErrNotFound
	}
	return p, nil
}

func (m *Memory) Adjust(_ context.Context, sku string, delta int, reason string) (Product, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	p, ok := m.products[sku]
	if !ok {
		return Product{}, ErrNotFound
	}
	if err := validDelta(p.Stock, delta); err != nil {
		return Product{}, err
	}
	p.Stock += delta
	p.UpdatedAt = time.Now().UTC()
	m.products[sku] = p
	m.log = append(m.log, Adjustment{ID: uuid.NewString(), SKU: sku, Delta: delta, Reason: reason, At: p.UpdatedAt})
	return p, nil
}
