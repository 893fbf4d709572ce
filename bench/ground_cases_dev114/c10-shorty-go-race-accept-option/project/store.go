package main

import (
	"errors"
	"sync"
)

var (
	ErrNotFound = errors.New("code not found")
	ErrExists   = errors.New("code already exists")
)

// Store keeps short codes in memory; safe for concurrent use.
type Store struct {
	mu    sync.RWMutex
	links map[string]string
}

func NewStore() *Store {
	return &Store{links: make(map[string]string)}
}

func (s *Store) Get(code string) (string, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	target, ok := s.links[code]
	if !ok {
		return "", ErrNotFound
	}
	return target, nil
}

func (s *Store) Put(code, target string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.links[code]; ok {
		return ErrExists
	}
	s.links[code] = target
	return nil
}

func (s *Store) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.links)
}
