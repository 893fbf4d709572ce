package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

var ErrNotFound = errors.New("link not found")

type Link struct {
	Code      string
	Target    string
	CreatedAt time.Time
	ExpiresAt time.Time // zero when the link never expires
}

type Store struct{ db *sql.DB }

func New(db *sql.DB) *Store { return &Store{db: db} }

func (s *Store) Get(ctx context.Context, code string) (Link, error) {
	var l Link
	var expires sql.NullTime
	err := s.db.QueryRowContext(ctx,
		`SELECT code, target, created_at, expires_at FROM links WHERE code = ?`, code,
	).Scan(&l.Code, &l.Target, &l.CreatedAt, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return Link{}, ErrNotFound
	}
	if err != nil {
		return Link{}, err
	}
	if expires.Valid {
		l.ExpiresAt = expires.Time
	}
	return l, nil
}

func (s *Store) Insert(ctx context.Context, l Link) error {
	var expires any
	if !l.ExpiresAt.IsZero() {
		expires = l.ExpiresAt
	}
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO links (code, target, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		l.Code, l.Target, l.CreatedAt, expires)
	return err
}
