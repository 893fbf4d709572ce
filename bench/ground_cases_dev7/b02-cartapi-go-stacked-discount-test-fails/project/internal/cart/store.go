package cart

import "sync"

type Store interface {
	Load(id string) (*Cart, bool)
	Save(c *Cart)
}

type memoryStore struct {
	mu    sync.Mutex
	carts map[string]*Cart
}

func NewMemoryStore() Store { return &memoryStore{carts: map[string]*Cart{}} }

func (s *memoryStore) Load(id string) (*Cart, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.carts[id]
	return c, ok
}

func (s *memoryStore) Save(c *Cart) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.carts[c.ID] = c
}
