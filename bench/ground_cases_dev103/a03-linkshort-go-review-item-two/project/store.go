package main

import (
	"crypto/rand"
	"errors"
	"math/big"
	"sync"
	"time"
)

var (
	ErrNotFound = errors.New("link not found")
	ErrExpired  = errors.New("link expired")
)

const codeAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

type Link struct {
	Code      string
	Target    string
	ExpiresAt time.Time // zero means never
	Hits      int
}

type Store struct {
	mu    sync.Mutex
	links map[string]*Link
}

func NewStore() *Store {
	return &Store{links: make(map[string]*Link)}
}

func newCode(n int) string {
	b := make([]byte, n)
	for i := range b {
		n, err := rand.Int(rand.Reader, big.NewInt(int64(len(codeAlphabet))))
		if err != nil {
			panic(err) // crypto/rand does not fail on supported platforms
		}
		b[i] = codeAlphabet[n.Int64()]
	}
	return string(b)
}

func (s *Store) Create(target string, ttl time.Duration, now time.Time) *Link {
	s.mu.Lock()
	defer s.mu.Unlock()
	l := &Link{Code: newCode(7), Target: target}
	if ttl > 0 {
		l.ExpiresAt = now.Add(ttl)
	}
	s.links[l.Code] = l
	return l
}

func (s *Store) Resolve(code string, now time.Time) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.links[code]
	if !ok {
		return "", ErrNotFound
	}
	if !l.ExpiresAt.IsZero() && now.After(l.ExpiresAt) {
		return "", ErrExpired
	}
	l.Hits++
	return l.Target, nil
}

// Sweep deletes links that expired before now and returns how many went.
func (s *Store) Sweep(now time.Time) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for code, l := range s.links {
		if !l.ExpiresAt.IsZero() && l.ExpiresAt.Before(now.Add(-time.Hour)) {
			delete(s.links, code)
			n++
		}
	}
	return n
}
