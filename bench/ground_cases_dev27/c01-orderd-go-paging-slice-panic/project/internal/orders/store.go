package orders

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

var (
	ErrNotFound       = errors.New("order not found")
	ErrNotCancellable = errors.New("order cannot be cancelled")
)

type Order struct {
	ID         string    `json:"id"`
	CustomerID string    `json:"customer_id"`
	Status     string    `json:"status"`
	TotalCents int64     `json:"total_cents"`
	CreatedAt  time.Time `json:"created_at"`
}

type Store interface {
	ListByCustomer(ctx context.Context, customerID string) ([]Order, error)
	Get(ctx context.Context, id string) (Order, error)
	Cancel(ctx context.Context, id string) error
}

type PGStore struct {
	db *sql.DB
}

func NewPGStore(db *sql.DB) *PGStore {
	return &PGStore{db: db}
}

func (s *PGStore) ListByCustomer(ctx context.Context, customerID string) ([]Order, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, customer_id, status, total_cents, created_at
		   FROM orders
		  WHERE customer_id = $1
		  ORDER BY created_at DESC, id DESC`, customerID)
	if err != nil {
		return nil, fmt.Errorf("query orders: %w", err)
	}
	defer rows.Close()

	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan order: %w", err)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func (s *PGStore) Get(ctx context.Context, id string) (Order, error) {
	var o Order
	err := s.db.QueryRowContext(ctx,
		`SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE id = $1`, id).
		Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, ErrNotFound
	}
	return o, err
}

func (s *PGStore) Cancel(ctx context.Context, id string) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE orders SET status = 'cancelled' WHERE id = $1 AND status IN ('pending', 'paid')`, id)
	if err != nil {
		return fmt.Errorf("cancel order: %w", err)
	}
	n, _ := res.RowsAffected()
	if n == 0 {
		if _, err := s.Get(ctx, id); err != nil {
			return err
		}
		return ErrNotCancellable
	}
	return nil
}
