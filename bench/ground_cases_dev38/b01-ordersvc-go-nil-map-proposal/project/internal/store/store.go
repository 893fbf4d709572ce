package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

var ErrNotFound = errors.New("order not found")

type Order struct {
	ID         string    `json:"id"`
	CustomerID string    `json:"customer_id"`
	Status     string    `json:"status"`
	TotalYen   int64     `json:"total_yen"`
	CreatedAt  time.Time `json:"created_at"`
}

type ListOptions struct {
	Limit  int
	Status string // empty: all statuses
}

type Orders interface {
	List(ctx context.Context, opts ListOptions) ([]Order, error)
	Get(ctx context.Context, id string) (Order, error)
}

type DB struct{ *sql.DB }

func Open(dsn string) (*DB, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	return &DB{db}, nil
}

func (d *DB) List(ctx context.Context, opts ListOptions) ([]Order, error) {
	rows, err := d.QueryContext(ctx,
		`SELECT id, customer_id, status, total_yen, created_at FROM orders
		 WHERE ($2 = '' OR status = $2)
		 ORDER BY created_at DESC LIMIT $1`, opts.Limit, opts.Status)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalYen, &o.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func (d *DB) Get(ctx context.Context, id string) (Order, error) {
	var o Order
	err := d.QueryRowContext(ctx,
		`SELECT id, customer_id, status, total_yen, created_at FROM orders WHERE id = $1`, id).
		Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalYen, &o.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, ErrNotFound
	}
	return o, err
}
