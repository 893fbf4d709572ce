package store

import (
	"context"
	"errors"
	"sync"
	"time"
)

var (
	ErrNotFound = errors.New("link not found")
	ErrExists   = errors.New("slug already taken")
)

type Link struct {
	Slug      string
	Target    string
	CreatedAt time.Time
	ExpiresAt *time.Time // nil: never expires
	Hits      int64
}

// Expired reports whether the link has an expiry that is in the past at now.
func (l Link) Expired(now time.Time) bool {
	return l.ExpiresAt != nil && now.After(*l.ExpiresAt)
}

type Store interface {
	Create(ctx context.Context, l Link) error
	Get(ctx context.Context, slug string) (Link, error)
	Hit(ctx context.Context, slug string) error
}

// Memory is the store used in development and tests.
type Memory struct {
	mu    sync.RWMutex
	links map[string]Link
}

func NewMemory() *Memory {
	return &Memory{links: make(map[string]Link)}
}

func (m *Memory) Create(_ context.Context, l Link) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.links[l.Slug]; ok {
		return ErrExists
	}
	m.links[l.Slug] = l
	return nil
}

func (m *Memory) Get(_ context.Context, slug string) (Link, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	l, ok := m.links[slug]
	if !ok {
		return Link{}, ErrNotFound
	}
	return l, nil
}

func (m *Memory) Hit(_ context.Context, slug string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	l, ok := m.links[slug]
	if !ok {
		return ErrNotFound
	}
	l.Hits++
	m.links[slug] = l
	return nil
}
