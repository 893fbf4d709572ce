package session

import (
	"sort"
	"sync"
	"time"
)

// Entry is one live client session.
type Entry struct {
	ID       string
	UserID   string
	LastSeen time.Time
}

// Store keeps sessions in memory. Use NewStore; the zero value is not ready to use.
type Store struct {
	mu    sync.Mutex
	items map[string]*Entry
	ttl   time.Duration
}

// NewStore returns an empty store whose entries expire after ttl without a heartbeat.
func NewStore(ttl time.Duration) *Store {
	return &Store{
		items: make(map[string]*Entry),
		ttl:   ttl,
	}
}

// Touch records a heartbeat for the session, creating it on first sight.
func (s *Store) Touch(id, userID string) *Entry {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.items[id]
	if !ok {
		e = &Entry{ID: id, UserID: userID}
		s.items[id] = e
	}
	e.LastSeen = time.Now()
	return e
}

// Get returns the session if it is still live.
func (s *Store) Get(id string) (*Entry, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.items[id]
	if !ok || time.Since(e.LastSeen) > s.ttl {
		return nil, false
	}
	return e, true
}

// Remove forgets a session (explicit logout).
func (s *Store) Remove(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, id)
}

// Sweep drops expired sessions and reports how many went.
func (s *Store) Sweep() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	cutoff := time.Now().Add(-s.ttl)
	n := 0
	for id, e := range s.items {
		if e.LastSeen.Before(cutoff) {
			delete(s.items, id)
			n++
		}
	}
	return n
}

// OnlineUsers lists the distinct users with at least one live session.
func (s *Store) OnlineUsers() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	cutoff := time.Now().Add(-s.ttl)
	seen := map[string]bool{}
	for _, e := range s.items {
		if e.LastSeen.After(cutoff) {
			seen[e.UserID] = true
		}
	}
	users := make([]string, 0, len(seen))
	for u := range seen {
		users = append(users, u)
	}
	sort.Strings(users)
	return users
}
