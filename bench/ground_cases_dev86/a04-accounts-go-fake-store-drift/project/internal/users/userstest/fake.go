// Package userstest holds an in-memory users.Store for unit tests.
package userstest

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/fernhill/accounts/internal/users"
)

type FakeStore struct {
	mu    sync.Mutex
	users map[string]users.User // by ID
	seq   int
	Now   func() time.Time
}

func NewFakeStore() *FakeStore {
	return &FakeStore{users: map[string]users.User{}, Now: time.Now}
}

func (f *FakeStore) Create(_ context.Context, u users.User) (users.User, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, existing := range f.users {
		if existing.Email == u.Email {
			return users.User{}, users.ErrEmailTaken
		}
	}
	f.seq++
	u.ID = fmt.Sprintf("u-%03d", f.seq)
	u.CreatedAt = f.Now().UTC()
	f.users[u.ID] = u
	return u, nil
}

func (f *FakeStore) FindByEmail(_ context.Context, email string) (users.User, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, u := range f.users {
		if u.Email == email {
			return u, nil
		}
	}
	return users.User{}, users.ErrNotFound
}

func (f *FakeStore) List(_ context.Context, limit int) ([]users.User, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]users.User, 0, len(f.users))
	for _, u := range f.users {
		if len(out) == limit {
			break
		}
		out = append(out, u)
	}
	return out, nil
}

func (f *FakeStore) Disable(_ context.Context, id string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	u, ok := f.users[id]
	if !ok {
		return users.ErrNotFound
	}
	u.Disabled = true
	f.users[id] = u
	return nil
}
