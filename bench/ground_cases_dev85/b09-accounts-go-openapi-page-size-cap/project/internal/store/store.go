package store

import (
	"context"
	"errors"

	"github.com/tsubame-dev/accounts/internal/model"
)

var (
	ErrDuplicateEmail = errors.New("email already registered")
	ErrNotFound       = errors.New("not found")
)

type Store interface {
	CreateUser(ctx context.Context, name, email string) (model.User, error)
	GetUser(ctx context.Context, id string) (model.User, error)
	ListUsers(ctx context.Context, offset, limit int) ([]model.User, int, error)
}
