package store

import (
	"context"
	"database/sql"
	"time"
)

// Order statuses as stored in orders.status.
const (
	StatusPending  = "pending"
	StatusPaid     = "paid"
	StatusShipped  = "shipped"
	StatusDone     = "done"
	StatusRefunded = "refunded"
	StatusDeleted  = "deleted"
)

type Order struct {
	ID        int64
	UserID    int64
	Status    string
	AmountFen int64
	CreatedAt time.Time
}

type OrderStore struct {
	db *sql.DB
}

func New(db *sql.DB) *OrderStore {
	return &OrderStore{db: db}
}

// ListBetween returns the orders created in [from, to).
func (s *OrderStore) ListBetween(ctx context.Context, from, to time.Time) ([]Order, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, user_id, status, amount_fen, created_at
		   FROM orders
		  WHERE status <> 'deleted' AND created_at >= $1 AND created_at < $2
		  ORDER BY id`, from, to)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.UserID, &o.Status, &o.AmountFen, &o.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}
