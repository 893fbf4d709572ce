package store

import (
	"errors"
	"sync"
)

var ErrNotFound = errors.New("subscriber not found")

type Channel struct {
	Kind string // "slack", "http"
	URL  string
}

type Subscriber struct {
	ID      string
	Source  string
	Channel *Channel // nil until the customer finishes setup
}

type Store interface {
	BySource(source string) ([]*Subscriber, error)
}

type Memory struct {
	mu   sync.RWMutex
	subs map[string][]*Subscriber
}

func NewMemory() *Memory {
	return &Memory{subs: map[string][]*Subscriber{}}
}

func (m *Memory) Add(s *Subscriber) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.subs[s.Source] = append(m.subs[s.Source], s)
}

func (m *Memory) BySource(source string) ([]*Subscriber, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	subs, ok := m.subs[source]
	if !ok {
		return nil, ErrNotFound
	}
	return subs, nil
}
