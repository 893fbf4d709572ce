package store

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/tsubame-dev/accounts/internal/model"
)

type Memory struct {
	mu    sync.Mutex
	users map[string]model.User
	seq   int
}

func NewMemory() *Memory {
	return &Memory{users: map[string]model.User{}}
}

func (m *Memory) CreateUser(_ context.Context, name, email string) (model.User, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	email = strings.ToLower(strings.TrimSpace(email))
	for _, u := range m.users {
		if u.Email == email {
			return model.User{}, fmt.Errorf("create user %q: %w", email, ErrDuplicateEmail)
		}
	}
	m.seq++
	u := model.User{ID: fmt.Sprintf("usr_%06d", m.seq), Name: name, Email: email, CreatedAt: time.Now().UTC()}
	m.users[u.ID] = u
	return u, nil
}

func (m *Memory) GetUser(_ context.Context, id string) (model.User, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	u, ok := m.users[id]
	if !ok {
		return model.User{}, ErrNotFound
	}
	return u, nil
}

func (m *Memory) ListUsers(_ context.Context, offset, limit int) ([]model.User, int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	all := make([]model.User, 0, len(m.users))
	for _, u := range m.users {
		all = append(all, u)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].ID < all[j].ID })
	if offset >= len(all) {
		return []model.User{}, len(all), nil
	}
	end := min(offset+limit, len(all))
	return all[offset:end], len(all), nil
}
