package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/lanhu/orderdesk/internal/order"
)

type PgStore struct {
	pool *pgxpool.Pool
}

func NewPgStore(pool *pgxpool.Pool) *PgStore {
	return &PgStore{pool: pool}
}

func (s *PgStore) Save(ctx context.Context, o order.Order) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO orders (id, customer_id, status, total_cents, created_at)
		VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, total_cents = EXCLUDED.total_cents`,
		o.ID, o.CustomerID, o.Status, o.TotalCents, o.CreatedAt)
	return err
}

func (s *PgStore) Get(ctx context.Context, id string) (order.Order, error) {
	var o order.Order
	err := s.pool.QueryRow(ctx, `
		SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE id = $1`, id).
		Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return order.Order{}, order.ErrNotFound
	}
	return o, err
}

func (s *PgStore) List(ctx context.Context, customerID string, p order.Page) ([]order.Order, error) {
	p = p.Normalize()
	rows, err := s.pool.Query(ctx, `
		SELECT id, customer_id, status, total_cents, created_at
		FROM orders
		WHERE customer_id = $1
		ORDER BY created_at DESC, id
		LIMIT $2 OFFSET $3`, customerID, p.Limit, p.Offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return pgx.CollectRows(rows, pgx.RowToStructByPos[order.Order])
}
