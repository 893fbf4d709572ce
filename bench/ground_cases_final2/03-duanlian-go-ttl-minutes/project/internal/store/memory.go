package store

import (
	"sync"

	"github.com/lanshan-tech/duanlian/internal/model"
)

type Memory struct {
	mu    sync.RWMutex
	links map[string]*model.Link
}

func NewMemory() *Memory {
	return &Memory{links: map[string]*model.Link{}}
}

func (m *Memory) Get(code string) (*model.Link, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	l, ok := m.links[code]
	if !ok {
		return nil, ErrNotFound
	}
	return l, nil
}

func (m *Memory) Put(link *model.Link) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.links[link.Code] = link
	return nil
}

func (m *Memory) Delete(code string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.links, code)
	return nil
}

func (m *Memory) IncrHits(code string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if l, ok := m.links[code]; ok {
		l.Hits++
	}
}

func (m *Memory) All() []*model.Link {
	m.mu.RLock()
	defer m.mu.RUnlock()
	out := make([]*model.Link, 0, len(m.links))
	for _, l := range m.links {
		out = append(out, l)
	}
	return out
}
