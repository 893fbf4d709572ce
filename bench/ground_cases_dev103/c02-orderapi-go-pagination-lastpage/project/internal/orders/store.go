package orders

import (
	"fmt"
	"sort"
	"sync"
	"time"
)

type Order struct {
	ID        string    `json:"id"`
	Customer  string    `json:"customer"`
	Status    string    `json:"status"`
	AmountFen int64     `json:"amount_fen"`
	CreatedAt time.Time `json:"created_at"`
}

type MemStore struct {
	mu     sync.RWMutex
	orders map[string]Order
}

func NewMemStore() *MemStore {
	return &MemStore{orders: make(map[string]Order)}
}

func (s *MemStore) Put(o Order) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.orders[o.ID] = o
}

func (s *MemStore) Get(id string) (Order, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	o, ok := s.orders[id]
	return o, ok
}

// All returns orders newest first.
func (s *MemStore) All() []Order {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]Order, 0, len(s.orders))
	for _, o := range s.orders {
		out = append(out, o)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].CreatedAt.After(out[j].CreatedAt) })
	return out
}

func Seed(s *MemStore) {
	base := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	statuses := []string{"paid", "shipped", "pending", "refunded"}
	for i := 0; i < 12; i++ {
		s.Put(Order{
			ID:        fmt.Sprintf("o-%03d", i+1),
			Customer:  fmt.Sprintf("c-%d", i%4),
			Status:    statuses[i%len(statuses)],
			AmountFen: int64(1999 + i*100),
			CreatedAt: base.Add(time.Duration(i) * time.Hour),
		})
	}
}
