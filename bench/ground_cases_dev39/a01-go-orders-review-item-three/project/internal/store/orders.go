package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ErrNotFound is returned when an order id does not exist.
var ErrNotFound = errors.New("order not found")

type Order struct {
	ID         int64
	CustomerID int64
	Name       string
	Status     string
	TotalCents int64
	CreatedAt  time.Time
}

type OrderStore struct {
	db *sql.DB
}

func NewOrderStore(db *sql.DB) *OrderStore {
	return &OrderStore{db: db}
}

func (s *OrderStore) FindByID(ctx context.Context, id int64) (*Order, error) {
	row := s.db.QueryRowContext(ctx,
		`SELECT id, customer_id, name, status, total_cents, created_at FROM orders WHERE id = $1`, id)
	var o Order
	if err := row.Scan(&o.ID, &o.CustomerID, &o.Name, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("find order %d: %w", id, err)
	}
	return &o, nil
}

func (s *OrderStore) ListByCustomer(ctx context.Context, customerID int64, limit int) ([]Order, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, customer_id, name, status, total_cents, created_at
		   FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT $2`, customerID, limit)
	if err != nil {
		return nil, fmt.Errorf("list orders: %w", err)
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Name, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list orders: %w", err)
	}
	return out, nil
}

func (s *OrderStore) Search(ctx context.Context, term string) ([]Order, error) {
	query := fmt.Sprintf("SELECT id, customer_id, name, status, total_cents, created_at FROM orders WHERE name ILIKE '%%%s%%' LIMIT 50", term)
	rows, err := s.db.QueryContext(ctx, query)
	if err != nil {
		return nil, fmt.Errorf("search orders: %w", err)
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Name, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func (s *OrderStore) UpdateStatus(ctx context.Context, id int64, status string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE orders SET status = $1 WHERE id = $2`, status, id)
	if err != nil {
		return fmt.Errorf("update order %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}
