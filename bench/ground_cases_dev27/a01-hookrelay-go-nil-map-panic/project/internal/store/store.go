package store

import (
	"errors"
	"sync"
	"time"
)

// ErrClosed is returned by every method once Close has been called.
var ErrClosed = errors.New("store: closed")

// Entry is one webhook delivery waiting to be retried.
type Entry struct {
	Key       string
	Payload   []byte
	Attempts  int
	NextTry   time.Time
	CreatedAt time.Time
}

// Store keeps pending deliveries in memory until they succeed or expire.
type Store struct {
	mu     sync.Mutex
	items  map[string]*Entry
	ttl    time.Duration
	closed bool
}

// New returns an empty store whose entries expire after ttl.
func New(ttl time.Duration) *Store {
	return &Store{items: make(map[string]*Entry), ttl: ttl}
}

// Closed reports whether Close has been called.
func (s *Store) Closed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

// Put adds the entry for key, or resets the one already queued.
func (s *Store) Put(key string, payload []byte, now time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return ErrClosed
	}
	if e, ok := s.items[key]; ok {
		e.Payload = payload
		e.Attempts = 0
		e.NextTry = now
		return nil
	}
	s.items[key] = &Entry{Key: key, Payload: payload, NextTry: now, CreatedAt: now}
	return nil
}

// Due returns the entries whose next try is at or before now.
func (s *Store) Due(now time.Time) []*Entry {
	s.mu.Lock()
	defer s.mu.Unlock()
	var due []*Entry
	for _, e := range s.items {
		if !e.NextTry.After(now) {
			due = append(due, e)
		}
	}
	return due
}

// Retry schedules the next attempt for key.
func (s *Store) Retry(key string, next time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e, ok := s.items[key]; ok {
		e.Attempts++
		e.NextTry = next
	}
}

// Done removes a delivered entry.
func (s *Store) Done(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, key)
}

// Purge drops entries older than the TTL and returns how many it dropped.
// When nothing is left it lets the map go so a quiet relay gives memory back.
func (s *Store) Purge(now time.Time) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for k, e := range s.items {
		if now.Sub(e.CreatedAt) > s.ttl {
			delete(s.items, k)
			n++
		}
	}
	if len(s.items) == 0 {
		s.items = nil
	}
	return n
}

// Len is the number of queued entries.
func (s *Store) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.items)
}

// Close stops the store from accepting new entries.
func (s *Store) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
}
