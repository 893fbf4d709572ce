package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Shipment struct {
	ID         int64
	TrackingNo string
	Status     string
}

type Shipments interface {
	Pending(ctx context.Context, limit int) ([]Shipment, error)
	UpdateStatus(ctx context.Context, id int64, status string, at time.Time) error
}

type pgShipments struct{ pool *pgxpool.Pool }

func NewShipments(pool *pgxpool.Pool) Shipments { return &pgShipments{pool: pool} }

func (s *pgShipments) Pending(ctx context.Context, limit int) ([]Shipment, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT id, tracking_no, status
		  FROM shipments
		 WHERE status NOT IN ('delivered', 'returned')
		 ORDER BY last_checked_at NULLS FIRST
		 LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Shipment
	for rows.Next() {
		var sh Shipment
		if err := rows.Scan(&sh.ID, &sh.TrackingNo, &sh.Status); err != nil {
			return nil, err
		}
		out = append(out, sh)
	}
	return out, rows.Err()
}

func (s *pgShipments) UpdateStatus(ctx context.Context, id int64, status string, at time.Time) error {
	_, err := s.pool.Exec(ctx, `
		UPDATE shipments
		   SET status = $2, carrier_updated_at = $3, last_checked_at = now()
		 WHERE id = $1`, id, status, at)
	return err
}
