package orders

import (
	"context"
	"sort"
	"sync"
	"time"
)

type Order struct {
	ID        int       `json:"id"`
	Customer  string    `json:"customer"`
	Status    string    `json:"status"`
	AmountFen int64     `json:"amount_fen"`
	CreatedAt time.Time `json:"created_at"`
}

type Store interface {
	List(ctx context.Context, status string, limit, offset int) ([]Order, int, error)
}

type MemStore struct {
	mu     sync.RWMutex
	orders []Order
}

func NewMemStore(orders []Order) *MemStore {
	s := &MemStore{orders: append([]Order(nil), orders...)}
	sort.Slice(s.orders, func(i, j int) bool { return s.orders[i].ID < s.orders[j].ID })
	return s
}

func (s *MemStore) List(ctx context.Context, status string, limit, offset int) ([]Order, int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var matched []Order
	for _, o := range s.orders {
		if status == "" || o.Status == status {
			matched = append(matched, o)
		}
	}
	total := len(matched)
	if offset >= total {
		return []Order{}, total, nil
	}
	end := offset + limit
	if end > total {
		end = total
	}
	return matched[offset:end], total, nil
}
