package store

import (
	"context"
	"fmt"
	"time"
)

type Order struct {
	ID         int64
	CustomerID int64
	Status     string
	TotalCents int64
	CreatedAt  time.Time
}

// OrderRow is what the admin list shows: the order and who placed it.
type OrderRow struct {
	Order
	CustomerName  string
	CustomerEmail string
}

type ListFilter struct {
	Status string
	Limit  int
	Offset int
}

func (s *Store) ListOrders(ctx context.Context, f ListFilter) ([]OrderRow, error) {
	rows, err := s.db.Query(ctx, `
		SELECT id, customer_id, status, total_cents, created_at
		FROM orders
		WHERE ($1 = '' OR status = $1)
		ORDER BY created_at DESC
		LIMIT $2 OFFSET $3`, f.Status, f.Limit, f.Offset)
	if err != nil {
		return nil, fmt.Errorf("list orders: %w", err)
	}
	defer rows.Close()

	var out []OrderRow
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, OrderRow{Order: o})
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		cust, err := s.customerByID(ctx, out[i].CustomerID)
		if err != nil {
			return nil, fmt.Errorf("order %d: %w", out[i].ID, err)
		}
		out[i].CustomerName = cust.Name
		out[i].CustomerEmail = cust.Email
	}
	return out, nil
}

func (s *Store) CountOrders(ctx context.Context, status string) (int, error) {
	var n int
	err := s.db.QueryRow(ctx, `SELECT count(*) FROM orders WHERE ($1 = '' OR status = $1)`, status).Scan(&n)
	return n, err
}
