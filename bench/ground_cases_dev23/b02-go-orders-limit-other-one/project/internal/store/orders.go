package store

import (
	"context"
	"database/sql"
	"time"
)

type Order struct {
	ID         int64     `json:"id"`
	CustomerID int64     `json:"customer_id"`
	Status     string    `json:"status"`
	TotalYen   int64     `json:"total_yen"`
	CreatedAt  time.Time `json:"created_at"`
}

type OrderStore struct {
	db *sql.DB
}

func NewOrderStore(db *sql.DB) *OrderStore {
	return &OrderStore{db: db}
}

const listOrdersSQL = `
SELECT id, customer_id, status, total_yen, created_at
  FROM orders
 WHERE customer_id = $1
 ORDER BY created_at DESC
 LIMIT $2`

// ListOrders returns the newest orders of one customer.
func (s *OrderStore) ListOrders(ctx context.Context, customerID int64, limit int) ([]Order, error) {
	rows, err := s.db.QueryContext(ctx, listOrdersSQL, customerID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	orders := make([]Order, 0, limit)
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalYen, &o.CreatedAt); err != nil {
			return nil, err
		}
		orders = append(orders, o)
	}
	return orders, rows.Err()
}

// CountOrders returns how many orders a customer has in total.
func (s *OrderStore) CountOrders(ctx context.Context, customerID int64) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM orders WHERE customer_id = $1`, customerID).Scan(&n)
	return n, err
}
