package inventory

import (
	"context"
	"fmt"
	"sync"
)

type Memory struct {
	mu    sync.Mutex
	stock map[string]int
}

func NewMemory() *Memory {
	return &Memory{stock: map[string]int{}}
}

func (m *Memory) Release(_ context.Context, sku string, qty int) error {
	if qty <= 0 {
		return fmt.Errorf("release %s: bad qty %d", sku, qty)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.stock[sku] += qty
	return nil
}

func (m *Memory) Available(sku string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.stock[sku]
}

func (m *Memory) Set(sku string, qty int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.stock[sku] = qty
}
