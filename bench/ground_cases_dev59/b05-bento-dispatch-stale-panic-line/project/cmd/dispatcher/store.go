package main

import (
	"sync"

	"github.com/kaze-bento/dispatch/internal/courier"
)

// courierStore は配達員アプリから送られてくる位置と状態を保持する
type courierStore struct {
	mu sync.RWMutex
	m  map[string]courier.Courier
}

func newCourierStore() *courierStore {
	return &courierStore{m: map[string]courier.Courier{}}
}

func (s *courierStore) Put(c courier.Courier) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[c.ID] = c
}

func (s *courierStore) All() []courier.Courier {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]courier.Courier, 0, len(s.m))
	for _, c := range s.m {
		out = append(out, c)
	}
	return out
}
