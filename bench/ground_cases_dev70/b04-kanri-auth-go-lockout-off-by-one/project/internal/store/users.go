package store

import (
	"context"
	"errors"
	"time"
)

var ErrBadCredentials = errors.New("bad credentials")

type User struct {
	ID    int64
	Email string
	Role  string
}

// Users is what the auth handlers need from the user store.
type Users interface {
	Authenticate(ctx context.Context, email, password string) (User, error)
	CreateSession(ctx context.Context, userID int64, ttl time.Duration) (string, error)
	DeleteSession(ctx context.Context, sid string) error
}

// OpenUsers connects to PostgreSQL; see postgres.go.
func OpenUsers(dsn string) (Users, error) {
	if dsn == "" {
		return nil, errors.New("DATABASE_URL is empty")
	}
	return openPostgres(dsn)
}
