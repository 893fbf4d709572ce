package store

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/tsubame-inc/members-svc/internal/email"
)

var ErrEmailTaken = errors.New("email already registered")

type User struct {
	ID              int64
	Email           string
	EmailNormalized string
	DisplayName     string
	CreatedAt       time.Time
}

type Users struct{ pool *pgxpool.Pool }

func NewUsers(pool *pgxpool.Pool) *Users { return &Users{pool: pool} }

func (s *Users) Create(ctx context.Context, addr, name string) (*User, error) {
	u := &User{Email: addr, EmailNormalized: email.Normalize(addr), DisplayName: name}
	err := s.pool.QueryRow(ctx,
		`INSERT INTO users (email, email_normalized, display_name) VALUES ($1, $2, $3)
		 RETURNING id, created_at`,
		u.Email, u.EmailNormalized, u.DisplayName).Scan(&u.ID, &u.CreatedAt)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return nil, ErrEmailTaken
	}
	if err != nil {
		return nil, err
	}
	return u, nil
}

func (s *Users) ByEmail(ctx context.Context, addr string) (*User, error) {
	u := &User{}
	err := s.pool.QueryRow(ctx,
		`SELECT id, email, coalesce(email_normalized, ''), display_name, created_at
		   FROM users WHERE email_normalized = $1`, email.Normalize(addr)).
		Scan(&u.ID, &u.Email, &u.EmailNormalized, &u.DisplayName, &u.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return u, err
}
