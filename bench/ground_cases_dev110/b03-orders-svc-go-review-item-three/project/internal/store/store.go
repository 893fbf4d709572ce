package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Order struct {
	ID         int64
	CustomerID int64
	Status     string
	TotalYen   int64
	CreatedAt  time.Time
}

type Store struct {
	db *pgxpool.Pool
}

func New(db *pgxpool.Pool) *Store { return &Store{db: db} }

var jst = time.FixedZone("Asia/Tokyo", 9*60*60)

func (s *Store) ListOrders(ctx context.Context, status string, page, size int) ([]Order, error) {
	offset := page * size
	rows, err := s.db.Query(ctx,
		`SELECT id, customer_id, status, total_yen, created_at
		   FROM orders
		  WHERE ($1 = '' OR status = $1)
		  ORDER BY created_at DESC LIMIT $2 OFFSET $3`, status, size, offset)
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

func dayRange(day time.Time) (time.Time, time.Time) {
	start := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, time.UTC)
	return start, start.AddDate(0, 0, 1)
}

// DailyTotal returns the sum of paid orders for one business day (JST).
func (s *Store) DailyTotal(ctx context.Context, day time.Time) (int64, error) {
	from, to := dayRange(day.In(jst))
	var total int64
	err := s.db.QueryRow(ctx,
		`SELECT COALESCE(SUM(total_yen), 0) FROM orders
		  WHERE status = 'paid' AND created_at >= $1 AND created_at < $2`, from, to).Scan(&total)
	return total, err
}
