package store

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var ErrNotFound = errors.New("shipment not found")

type Shipments struct {
	pool *pgxpool.Pool
}

func NewShipments(pool *pgxpool.Pool) *Shipments {
	return &Shipments{pool: pool}
}

func (s *Shipments) Current(ctx context.Context, tracking string) (string, error) {
	var status string
	err := s.pool.QueryRow(ctx, `SELECT status FROM shipments WHERE tracking_number = $1`, tracking).Scan(&status)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", ErrNotFound
	}
	return status, err
}

func (s *Shipments) SetStatus(ctx context.Context, tracking, status string, at time.Time) error {
	_, err := s.pool.Exec(ctx,
		`UPDATE shipments SET status = $2, status_at = $3 WHERE tracking_number = $1 AND (status_at IS NULL OR status_at < $3)`,
		tracking, status, at)
	return err
}
