package main

import (
	"errors"
	"sync"
	"time"
)

var ErrSlugTaken = errors.New("slug already taken")

type Link struct {
	Slug       string    `json:"slug"`
	Target     string    `json:"target"`
	CreatedAt  time.Time `json:"created_at"`
	TTLSeconds int       `json:"ttl_seconds,omitempty"` // 0 = never expires
}

type Store struct {
	mu    sync.RWMutex
	links map[string]Link
}

func NewStore() *Store {
	return &Store{links: make(map[string]Link)}
}

func (s *Store) Put(l Link) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.links[l.Slug]; ok {
		return ErrSlugTaken
	}
	s.links[l.Slug] = l
	return nil
}

func (s *Store) Get(slug string) (Link, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	l, ok := s.links[slug]
	return l, ok
}
