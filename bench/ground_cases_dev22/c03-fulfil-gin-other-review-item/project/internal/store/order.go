package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

var ErrNotFound = errors.New("not found")

type Order struct {
	ID        int64     `json:"id"`
	Number    string    `json:"number"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"created_at"`
}

type OrderStore struct {
	DB *sql.DB
}

func (s *OrderStore) Get(ctx context.Context, id int64) (*Order, error) {
	var o Order
	err := s.DB.QueryRowContext(ctx,
		`SELECT id, number, status, created_at FROM orders WHERE id = $1`, id).
		Scan(&o.ID, &o.Number, &o.Status, &o.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return &o, err
}

func (s *OrderStore) List(ctx context.Context, offset, limit int) ([]Order, int, error) {
	var total int
	if err := s.DB.QueryRowContext(ctx, `SELECT count(*) FROM orders`).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.DB.QueryContext(ctx,
		`SELECT id, number, status, created_at FROM orders ORDER BY id DESC OFFSET $1 LIMIT $2`, offset, limit)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	out := []Order{}
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.Number, &o.Status, &o.CreatedAt); err != nil {
			return nil, 0, err
		}
		out = append(out, o)
	}
	return out, total, rows.Err()
}
