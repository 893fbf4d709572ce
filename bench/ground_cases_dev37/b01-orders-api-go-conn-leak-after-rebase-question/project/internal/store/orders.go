package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

var ErrNotFound = errors.New("store: not found")

type Order struct {
	ID         int64
	CustomerID int64
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

const orderColumns = "id, customer_id, status, total_cents, created_at"

func scanOrder(sc interface{ Scan(...any) error }) (Order, error) {
	var o Order
	err := sc.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt)
	return o, err
}

func (s *OrderStore) Get(ctx context.Context, id int64) (Order, error) {
	row := s.db.QueryRowContext(ctx, "SELECT "+orderColumns+" FROM orders WHERE id = $1", id)
	o, err := scanOrder(row)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, ErrNotFound
	}
	return o, err
}

// List returns one page of orders, newest first. page is 1-based.
func (s *OrderStore) List(ctx context.Context, page, size int) ([]Order, error) {
	if page < 1 {
		page = 1
	}
	offset := (page - 1) * size
	rows, err := s.db.QueryContext(ctx,
		"SELECT "+orderColumns+" FROM orders ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2",
		size, offset)
	if err != nil {
		return nil, fmt.Errorf("list orders: %w", err)
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		o, err := scanOrder(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// ListByCustomer returns every order of one customer with the given status ("" = all).
func (s *OrderStore) ListByCustomer(ctx context.Context, customerID int64, status string) ([]Order, error) {
	q := "SELECT " + orderColumns + " FROM orders WHERE customer_id = $1"
	args := []any{customerID}
	if status != "" {
		q += " AND status = $2"
		args = append(args, status)
	}
	rows, err := s.db.QueryContext(ctx, q+" ORDER BY created_at DESC, id DESC", args...)
	if err != nil {
		return nil, fmt.Errorf("list orders of customer %d: %w", customerID, err)
	}
	var out []Order
	for rows.Next() {
		o, err := scanOrder(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func (s *OrderStore) Count(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM orders").Scan(&n)
	return n, err
}

func (s *OrderStore) UpdateStatus(ctx context.Context, id int64, status string) error {
	res, err := s.db.ExecContext(ctx, "UPDATE orders SET status = $1 WHERE id = $2", status, id)
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
