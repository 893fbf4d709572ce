package store

import (
	"context"
	"time"
)

type Order struct {
	ID         int64
	CustomerID int64
	Status     string
	TotalCents int64
	CreatedAt  time.Time
	Customer   *Customer
}

const recentOrdersSQL = `
SELECT id, customer_id, status, total_cents, created_at
FROM orders
WHERE created_at >= $1
ORDER BY created_at DESC
LIMIT $2`

// ListRecentOrders returns the newest orders with their customer attached,
// for the admin orders table.
func (s *Store) ListRecentOrders(ctx context.Context, since time.Time, limit int) ([]Order, error) {
	rows, err := s.db.Query(ctx, recentOrdersSQL, since, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var orders []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, err
		}
		orders = append(orders, o)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}

	for i := range orders {
		cust, err := s.customerByID(ctx, orders[i].CustomerID)
		if err != nil {
			return nil, err
		}
		orders[i].Customer = cust
	}
	return orders, nil
}

func (s *Store) OrderByID(ctx context.Context, id int64) (*Order, error) {
	var o Order
	err := s.db.QueryRow(ctx,
		`SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE id = $1`, id,
	).Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt)
	if err != nil {
		return nil, err
	}
	cust, err := s.customerByID(ctx, o.CustomerID)
	if err != nil {
		return nil, err
	}
	o.Customer = cust
	return &o, nil
}
