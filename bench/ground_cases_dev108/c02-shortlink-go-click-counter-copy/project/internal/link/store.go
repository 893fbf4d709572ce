package link

import (
	"errors"
	"sort"
	"sync"
	"time"
)

var (
	ErrNotFound = errors.New("link not found")
	ErrExists   = errors.New("code already taken")
)

type Link struct {
	Code      string    `json:"code"`
	Target    string    `json:"target"`
	Clicks    int       `json:"clicks"`
	CreatedAt time.Time `json:"created_at"`
	ExpiresAt time.Time `json:"expires_at,omitempty"`
}

// Store keeps links in memory; the production build swaps in Redis.
type Store struct {
	mu    sync.Mutex
	links map[string]Link
	now   func() time.Time
}

func NewStore() *Store {
	return &Store{links: make(map[string]Link), now: time.Now}
}

func (s *Store) Create(code, target string, ttl time.Duration) (Link, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, taken := s.links[code]; taken {
		return Link{}, ErrExists
	}
	l := Link{Code: code, Target: target, CreatedAt: s.now()}
	if ttl > 0 {
		l.ExpiresAt = l.CreatedAt.Add(ttl)
	}
	s.links[code] = l
	return l, nil
}

// Resolve returns the target of a live link and counts the click.
func (s *Store) Resolve(code string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.links[code]
	if !ok {
		return "", ErrNotFound
	}
	if !l.ExpiresAt.IsZero() && s.now().After(l.ExpiresAt) {
		return "", ErrNotFound
	}
	l.Clicks++
	return l.Target, nil
}

func (s *Store) Get(code string) (Link, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.links[code]
	if !ok {
		return Link{}, ErrNotFound
	}
	return l, nil
}

func (s *Store) List() []Link {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Link, 0, len(s.links))
	for _, l := range s.links {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].CreatedAt.After(out[j].CreatedAt) })
	return out
}
