package ratelimit

import (
	"sync"
	"time"
)

// Store keeps counters that expire.
type Store interface {
	Incr(key string, ttl time.Duration) int
}

type entry struct {
	n       int
	expires time.Time
}

type MemoryStore struct {
	mu sync.Mutex
	m  map[string]*entry
}

// NewMemoryStore returns a store that drops expired counters every sweep interval.
func NewMemoryStore(sweep time.Duration) *MemoryStore {
	s := &MemoryStore{m: make(map[string]*entry)}
	go func() {
		for range time.Tick(sweep) {
			s.sweep()
		}
	}()
	return s
}

func (s *MemoryStore) Incr(key string, ttl time.Duration) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	e, ok := s.m[key]
	if !ok || now.After(e.expires) {
		e = &entry{expires: now.Add(ttl)}
		s.m[key] = e
	}
	e.n++
	return e.n
}

func (s *MemoryStore) sweep() {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	for k, e := range s.m {
		if now.After(e.expires) {
			delete(s.m, k)
		}
	}
}
