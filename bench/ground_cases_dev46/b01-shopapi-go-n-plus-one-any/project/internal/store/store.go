package store

import (
	"github.com/jackc/pgx/v5/pgxpool"
)

// Store wraps the connection pool. All queries live in this package.
type Store struct {
	db *pgxpool.Pool
}

func New(db *pgxpool.Pool) *Store {
	return &Store{db: db}
}
