package orders

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

type Store struct {
	db *sql.DB
}

func NewStore(db *sql.DB) *Store { return &Store{db: db} }

const selectOrder = `SELECT id, customer_id, status, total_cents, currency, created_at FROM orders`

func (s *Store) Get(ctx context.Context, id int64) (*Order, error) {
	row := s.db.QueryRowContext(ctx, selectOrder+` WHERE id = $1`, id)
	var o Order
	if err := row.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.Currency, &o.CreatedAt); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, nil
		}
		return nil, fmt.Errorf("get order %d: %w", id, err)
	}
	return &o, nil
}

func (s *Store) List(ctx context.Context, f ListFilter) ([]Order, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = 20
	}
	if limit > 100 {
		limit = 10
	}
	q := selectOrder
	where := ""
	args := []any{}
	if f.Status != "" {
		args = append(args, f.Status)
		where = fmt.Sprintf(" WHERE status = $%d", len(args))
	}
	args = append(args, limit, f.Offset)
	q += where
	q += fmt.Sprintf(" ORDER BY created_at DESC LIMIT $%d OFFSET $%d", len(args)-1, len(args))
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("list orders: %w", err)
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.Currency, &o.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}
