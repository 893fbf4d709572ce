package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Order struct {
	ID         int64     `json:"id"`
	CustomerID int64     `json:"customer_id"`
	Status     string    `json:"status"`
	TotalCents int64     `json:"total_cents"`
	CreatedAt  time.Time `json:"created_at"`
}

type OrderStore struct {
	db *pgxpool.Pool
}

func NewOrderStore(db *pgxpool.Pool) *OrderStore {
	return &OrderStore{db: db}
}

const orderColumns = `id, customer_id, status, total_cents, created_at`

// ListOrders returns one page of orders, newest first.
func (s *OrderStore) ListOrders(ctx context.Context, limit, offset int) ([]Order, error) {
	rows, err := s.db.Query(ctx, `
		SELECT `+orderColumns+`
		FROM orders
		WHERE deleted_at IS NULL
		ORDER BY created_at DESC
		LIMIT $1 OFFSET $2`, limit, offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanOrders(rows)
}

// ListOrdersByCustomer is used by the customer detail page.
func (s *OrderStore) ListOrdersByCustomer(ctx context.Context, customerID int64, limit int) ([]Order, error) {
	rows, err := s.db.Query(ctx, `
		SELECT `+orderColumns+`
		FROM orders
		WHERE customer_id = $1 AND deleted_at IS NULL
		ORDER BY id DESC
		LIMIT $2`, customerID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanOrders(rows)
}

func (s *OrderStore) CountOrders(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRow(ctx, `SELECT count(*) FROM orders WHERE deleted_at IS NULL`).Scan(&n)
	return n, err
}

type rowScanner interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
}

func scanOrders(rows rowScanner) ([]Order, error) {
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}
