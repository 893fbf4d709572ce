package users

import (
	"context"
	"errors"
	"time"
)

var (
	ErrNotFound   = errors.New("users: not found")
	ErrEmailTaken = errors.New("users: email already registered")
)

type User struct {
	ID        string
	Email     string
	Name      string
	CreatedAt time.Time
	Disabled  bool
}

// Store is implemented by PostgresStore in production and by userstest.FakeStore in unit tests.
type Store interface {
	Create(ctx context.Context, u User) (User, error)
	FindByEmail(ctx context.Context, email string) (User, error)
	List(ctx context.Context, limit int) ([]User, error)
	Disable(ctx context.Context, id string) error
}
