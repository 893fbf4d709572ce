package order

import (
	"context"
	"database/sql"
	"fmt"
)

type Store struct {
	db *sql.DB
}

func NewStore(db *sql.DB) *Store {
	return &Store{db: db}
}

func (s *Store) Get(ctx context.Context, id int64) (Order, error) {
	var o Order
	err := s.db.QueryRowContext(ctx,
		`SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE id = $1`, id,
	).Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt)
	if err != nil {
		return Order{}, fmt.Errorf("get order %d: %w", id, err)
	}
	return o, nil
}

func (s *Store) List(ctx context.Context, f ListFilter) ([]Order, error) {
	q := `SELECT id, customer_id, status, total_cents, created_at FROM orders`
	args := []any{}
	if f.Status != "" {
		q += ` WHERE status = $1`
		args = append(args, f.Status)
	}
	q += ` ORDER BY created_at DESC LIMIT $1`
	args = append(args, f.Limit)

	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("list orders: %w", err)
	}
	defer rows.Close()

	out := []Order{}
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan order: %w", err)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func (s *Store) Create(ctx context.Context, req CreateOrderRequest) (Order, error) {
	o := Order{CustomerID: req.CustomerID, TotalCents: req.TotalCents, Status: StatusPending}
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO orders (customer_id, status, total_cents) VALUES ($1, $2, $3) RETURNING id, created_at`,
		o.CustomerID, o.Status, o.TotalCents,
	).Scan(&o.ID, &o.CreatedAt)
	if err != nil {
		return Order{}, fmt.Errorf("create order: %w", err)
	}
	return o, nil
}
