package store

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/hokuto-ec/sales-batch/internal/agg"
)

type Store struct {
	pool *pgxpool.Pool
}

func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

type DailySales struct {
	BizDate    string
	OrderCount int64
	Amount     int64
}

// Sum aggregates paid orders whose paid_at falls in the window.
// paid_at is timestamptz, so the window's zone decides the business day.
func (s *Store) Sum(ctx context.Context, w agg.Window) (DailySales, error) {
	row := s.pool.QueryRow(ctx, `
		SELECT count(*), coalesce(sum(total_amount), 0)
		  FROM orders
		 WHERE status = 'paid'
		   AND paid_at >= $1 AND paid_at < $2`, w.From, w.To)
	out := DailySales{BizDate: w.Label()}
	err := row.Scan(&out.OrderCount, &out.Amount)
	return out, err
}

// Upsert writes one row of daily_sales; rerunning a day overwrites it.
func (s *Store) Upsert(ctx context.Context, d DailySales) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO daily_sales (biz_date, order_count, amount, updated_at)
		VALUES ($1, $2, $3, now())
		ON CONFLICT (biz_date) DO UPDATE
		   SET order_count = EXCLUDED.order_count,
		       amount = EXCLUDED.amount,
		       updated_at = now()`, d.BizDate, d.OrderCount, d.Amount)
	return err
}
