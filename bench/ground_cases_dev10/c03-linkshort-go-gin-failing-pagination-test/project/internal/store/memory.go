package store

import (
	"errors"
	"sync"
	"time"
)

var (
	ErrNotFound = errors.New("link not found")
	ErrExists   = errors.New("code already exists")
)

type Link struct {
	Code      string    `json:"code"`
	URL       string    `json:"url"`
	Hits      int64     `json:"hits"`
	CreatedAt time.Time `json:"created_at"`
}

// Memory keeps links in a map and their codes in creation order.
type Memory struct {
	mu    sync.RWMutex
	links map[string]*Link
	order []string
}

func NewMemory() *Memory {
	return &Memory{links: make(map[string]*Link)}
}

func (m *Memory) Create(code, url string) (Link, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.links[code]; ok {
		return Link{}, ErrExists
	}
	l := &Link{Code: code, URL: url, CreatedAt: time.Now().UTC()}
	m.links[code] = l
	m.order = append(m.order, code)
	return *l, nil
}

func (m *Memory) Get(code string) (Link, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	l, ok := m.links[code]
	if !ok {
		return Link{}, ErrNotFound
	}
	return *l, nil
}

func (m *Memory) Hit(code string) (Link, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	l, ok := m.links[code]
	if !ok {
		return Link{}, ErrNotFound
	}
	l.Hits++
	return *l, nil
}

func (m *Memory) Delete(code string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.links[code]; !ok {
		return ErrNotFound
	}
	delete(m.links, code)
	for i, c := range m.order {
		if c == code {
			m.order = append(m.order[:i], m.order[i+1:]...)
			break
		}
	}
	return nil
}

// List returns links newest first, skipping offset and returning at most limit,
// together with the total number of links.
func (m *Memory) List(offset, limit int) ([]Link, int) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	total := len(m.order)
	out := make([]Link, 0, limit)
	for i := total - 1 - offset; i >= 0 && len(out) < limit; i-- {
		out = append(out, *m.links[m.order[i]])
	}
	return out, total
}
