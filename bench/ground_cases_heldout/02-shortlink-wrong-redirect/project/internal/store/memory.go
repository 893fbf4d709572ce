package store

import "sync"

// Memory is an in-process Store, good enough for a single replica.
type Memory struct {
	mu   sync.RWMutex
	next uint64
	urls map[uint64]string
}

// NewMemory returns an empty store whose first id is 1.
func NewMemory() *Memory {
	return &Memory{next: 1, urls: make(map[uint64]string)}
}

func (m *Memory) Put(url string) (uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	id := m.next
	m.urls[id] = url
	m.next++
	return id, nil
}

func (m *Memory) Get(id uint64) (string, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	url, ok := m.urls[id]
	if !ok {
		return "", ErrNotFound
	}
	return url, nil
}
