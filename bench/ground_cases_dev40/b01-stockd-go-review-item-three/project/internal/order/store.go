package order

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type PGStore struct {
	pool *pgxpool.Pool
}

func NewPGStore(pool *pgxpool.Pool) *PGStore {
	return &PGStore{pool: pool}
}

func (s *PGStore) GetCustomer(ctx context.Context, id int64) (Customer, error) {
	var c Customer
	err := s.pool.QueryRow(ctx,
		`SELECT id, name, email FROM customers WHERE id = $1`, id,
	).Scan(&c.ID, &c.Name, &c.Email)
	if errors.Is(err, pgx.ErrNoRows) {
		return Customer{}, ErrNotFound
	}
	return c, err
}

func (s *PGStore) ListByCustomer(ctx context.Context, customerID int64, limit, offset int) ([]Order, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT id, customer_id, status, total_cents, created_at, due_at, paid_at
		FROM orders
		WHERE customer_id = $1
		ORDER BY created_at DESC, id DESC
		LIMIT $2 OFFSET $3`, customerID, limit, offset)
	if err != nil {
		return nil, fmt.Errorf("query orders: %w", err)
	}
	defer rows.Close()

	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt, &o.DueAt, &o.PaidAt); err != nil {
			return nil, fmt.Errorf("scan order: %w", err)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func (s *PGStore) CountByCustomer(ctx context.Context, customerID int64) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, `SELECT count(*) FROM orders WHERE customer_id = $1`, customerID).Scan(&n)
	return n, err
}
