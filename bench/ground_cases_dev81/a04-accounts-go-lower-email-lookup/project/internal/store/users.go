package store

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

type User struct {
	ID              int64
	Email           string
	Name            string
	EmailVerified   bool
	EmailVerifiedAt *time.Time
	CreatedAt       time.Time
}

const userColumns = `id, email, name, email_verified, email_verified_at, created_at`

func scanUser(row pgx.Row) (*User, error) {
	var u User
	err := row.Scan(&u.ID, &u.Email, &u.Name, &u.EmailVerified, &u.EmailVerifiedAt, &u.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNotFound
	}
	return &u, err
}

func (s *Store) CreateUser(ctx context.Context, email, name string) (*User, error) {
	row := s.pool.QueryRow(ctx,
		`INSERT INTO users (email, name) VALUES ($1, $2) RETURNING `+userColumns,
		strings.TrimSpace(email), name)
	u, err := scanUser(row)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" && pgErr.ConstraintName == "users_email_lower_key" {
		return nil, ErrEmailTaken
	}
	return u, err
}

func (s *Store) FindByEmail(ctx context.Context, email string) (*User, error) {
	row := s.pool.QueryRow(ctx,
		`SELECT `+userColumns+`
		   FROM users
		  WHERE email = $1`,
		strings.TrimSpace(email))
	return scanUser(row)
}

func (s *Store) MarkVerified(ctx context.Context, id int64, at time.Time) error {
	tag, err := s.pool.Exec(ctx,
		`UPDATE users SET email_verified = true, email_verified_at = $2 WHERE id = $1`, id, at)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return nil
}
