package refunds

import (
	"context"
	"database/sql"
	"fmt"
)

type Store struct {
	db *sql.DB
}

func NewStore(db *sql.DB) *Store { return &Store{db: db} }

// Create records one (possibly partial) refund of an order.
func (s *Store) Create(ctx context.Context, orderID, amountCents int64, reason string) (int64, error) {
	var id int64
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO refunds (order_id, amount_cents, reason) VALUES ($1, $2, $3) RETURNING id`,
		orderID, amountCents, reason).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("insert refund: %w", err)
	}
	return id, nil
}

// Total is the sum refunded so far for an order.
func (s *Store) Total(ctx context.Context, orderID int64) (int64, error) {
	var total int64
	err := s.db.QueryRowContext(ctx,
		`SELECT COALESCE(SUM(amount_cents), 0) FROM refunds WHERE order_id = $1`, orderID).Scan(&total)
	return total, err
}
