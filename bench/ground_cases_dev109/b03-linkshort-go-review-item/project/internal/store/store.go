package store

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"net/url"
	"sort"
	"sync"
	"time"
)

var (
	ErrNotFound   = errors.New("link not found")
	ErrInvalidURL = errors.New("invalid url")
)

type Link struct {
	Code      string    `json:"code"`
	URL       string    `json:"url"`
	CreatedAt time.Time `json:"created_at"`
}

type Store interface {
	Get(ctx context.Context, code string) (Link, error)
	List(ctx context.Context, offset, limit int) ([]Link, error)
	Create(ctx context.Context, rawURL string) (Link, error)
}

type Memory struct {
	mu    sync.RWMutex
	links map[string]Link
}

func NewMemory() *Memory { return &Memory{links: map[string]Link{}} }

func (m *Memory) Get(_ context.Context, code string) (Link, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	l, ok := m.links[code]
	if !ok {
		return Link{}, ErrNotFound
	}
	return l, nil
}

func (m *Memory) List(_ context.Context, offset, limit int) ([]Link, error) {
	m.mu.RLock()
	all := make([]Link, 0, len(m.links))
	for _, l := range m.links {
		all = append(all, l)
	}
	m.mu.RUnlock()
	sort.Slice(all, func(i, j int) bool { return all[i].CreatedAt.After(all[j].CreatedAt) })
	if offset >= len(all) {
		return []Link{}, nil
	}
	return all[offset:min(offset+limit, len(all))], nil
}

func (m *Memory) Create(_ context.Context, rawURL string) (Link, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return Link{}, ErrInvalidURL
	}
	b := make([]byte, 5)
	_, _ = rand.Read(b)
	l := Link{Code: base64.RawURLEncoding.EncodeToString(b), URL: rawURL, CreatedAt: time.Now()}
	m.mu.Lock()
	m.links[l.Code] = l
	m.mu.Unlock()
	return l, nil
}
