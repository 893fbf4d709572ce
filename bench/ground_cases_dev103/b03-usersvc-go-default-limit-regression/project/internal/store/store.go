package store

import (
	"fmt"
	"sort"
	"sync"
	"time"
)

type User struct {
	ID        int       `json:"id"`
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
}

type Memory struct {
	mu    sync.RWMutex
	users map[int]User
}

func NewMemory() *Memory {
	return &Memory{users: make(map[int]User)}
}

func (m *Memory) Put(u User) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.users[u.ID] = u
}

// List returns users ordered by ID, skipping offset and returning at most limit.
func (m *Memory) List(offset, limit int) ([]User, int) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	all := make([]User, 0, len(m.users))
	for _, u := range m.users {
		all = append(all, u)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].ID < all[j].ID })
	total := len(all)
	if offset >= total {
		return []User{}, total
	}
	end := offset + limit
	if end > total {
		end = total
	}
	return all[offset:end], total
}

func Seed(m *Memory, n int) {
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 1; i <= n; i++ {
		m.Put(User{ID: i, Email: fmt.Sprintf("user%03d@example.com", i), Name: fmt.Sprintf("User %d", i), CreatedAt: base.Add(time.Duration(i) * time.Hour)})
	}
}
