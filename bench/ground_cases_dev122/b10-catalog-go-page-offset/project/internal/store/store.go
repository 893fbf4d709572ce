package store

import (
	"fmt"
	"sort"
	"sync"
)

type Item struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	Price int    `json:"price"`
}

type Memory struct {
	mu    sync.RWMutex
	items []Item
}

func NewMemory(items []Item) *Memory {
	sorted := append([]Item(nil), items...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].ID < sorted[j].ID })
	return &Memory{items: sorted}
}

func (m *Memory) All() []Item {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return append([]Item(nil), m.items...)
}

// Page returns up to limit items starting at offset, and the total count.
func (m *Memory) Page(offset, limit int) ([]Item, int) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	total := len(m.items)
	if offset >= total {
		return []Item{}, total
	}
	end := min(offset+limit, total)
	return append([]Item(nil), m.items[offset:end]...), total
}

func Seed() []Item {
	items := make([]Item, 0, 95)
	for i := 1; i <= 95; i++ {
		items = append(items, Item{ID: i, Name: fmt.Sprintf("item-%03d", i), Price: 100 * i})
	}
	return items
}
