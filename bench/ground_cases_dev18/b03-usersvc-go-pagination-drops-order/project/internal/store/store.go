package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

var ErrNotFound = errors.New("store: not found")

type User struct {
	ID        int64     `json:"id"`
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
}

type Store struct {
	db *sql.DB
}

func New(db *sql.DB) *Store {
	return &Store{db: db}
}

func (s *Store) ListUsers(ctx context.Context, limit, offset int) ([]User, error) {
	const q = `SELECT id, email, name, created_at FROM users LIMIT $1 OFFSET $2`
	rows, err := s.db.QueryContext(ctx, q, limit, offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var users []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name, &u.CreatedAt); err != nil {
			return nil, err
		}
		users = append(users, u)
	}
	return users, rows.Err()
}

func (s *Store) GetUser(ctx context.Context, id int64) (User, error) {
	const q = `SELECT id, email, name, created_at FROM users WHERE id = $1`
	var u User
	err := s.db.QueryRowContext(ctx, q, id).Scan(&u.ID, &u.Email, &u.Name, &u.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	return u, err
}

func (s *Store) CreateUser(ctx context.Context, email, name string) (User, error) {
	const q = `INSERT INTO users (email, name) VALUES ($1, $2) RETURNING id, email, name, created_at`
	var u User
	err := s.db.QueryRowContext(ctx, q, email, name).Scan(&u.ID, &u.Email, &u.Name, &u.CreatedAt)
	return u, err
}
