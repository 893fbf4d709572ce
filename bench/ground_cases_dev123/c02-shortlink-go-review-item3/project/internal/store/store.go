package store

import (
	"crypto/rand"
	"errors"
	"math/big"
	"sync"
	"time"
)

var ErrNotFound = errors.New("store: code not found")

const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type Link struct {
	Code      string
	Target    string
	CreatedAt time.Time
	Hits      int64
}

type Memory struct {
	mu    sync.RWMutex
	links map[string]*Link
}

func NewMemory() *Memory {
	return &Memory{links: make(map[string]*Link)}
}

func newCode(n int) string {
	b := make([]byte, n)
	for i := range b {
		idx, _ := rand.Int(rand.Reader, big.NewInt(int64(len(alphabet))))
		b[i] = alphabet[idx.Int64()]
	}
	return string(b)
}

var ErrNoFreeCode = errors.New("store: no free code after retries")

const saveAttempts = 5

// Save stores target under a fresh 6-character code, retrying on collision.
func (m *Memory) Save(target string) (*Link, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i := 0; i < saveAttempts; i++ {
		code := newCode(6)
		if _, taken := m.links[code]; taken {
			continue
		}
		l := &Link{Code: code, Target: target, CreatedAt: time.Now()}
		m.links[code] = l
		return l, nil
	}
	return nil, ErrNoFreeCode
}

func (m *Memory) Get(code string) (*Link, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	l, ok := m.links[code]
	if !ok {
		return nil, ErrNotFound
	}
	return l, nil
}

func (m *Memory) Hit(code string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if l, ok := m.links[code]; ok {
		l.Hits++
	}
}
