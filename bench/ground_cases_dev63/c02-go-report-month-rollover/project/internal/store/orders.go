package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/chenyu-shop/ordstat/internal/report"
)

// paid_at 是 timestamptz，读出来统一转成 UTC。
const paidBetween = `
SELECT id, channel, paid_at, amount_fen
FROM orders
WHERE status = 'paid' AND paid_at >= $1 AND paid_at < $2
ORDER BY paid_at`

type Store struct{ pool *pgxpool.Pool }

func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

func (s *Store) PaidBetween(ctx context.Context, start, end time.Time) ([]report.Order, error) {
	rows, err := s.pool.Query(ctx, paidBetween, start, end)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []report.Order
	for rows.Next() {
		var o report.Order
		if err := rows.Scan(&o.ID, &o.Channel, &o.PaidAt, &o.AmountFen); err != nil {
			return nil, err
		}
		o.PaidAt = o.PaidAt.UTC()
		out = append(out, o)
	}
	return out, rows.Err()
}
