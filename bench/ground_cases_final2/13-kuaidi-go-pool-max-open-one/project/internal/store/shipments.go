package store

import (
	"context"
	"database/sql"
	"time"
)

type Store struct{ db *sql.DB }

func New(db *sql.DB) *Store { return &Store{db: db} }

type Shipment struct {
	ID        string    `json:"id"`
	Carrier   string    `json:"carrier"`
	Status    string    `json:"status"`
	UpdatedAt time.Time `json:"updated_at"`
	Events    []Event   `json:"events,omitempty"`
}

func (s *Store) ListShipments(ctx context.Context, customerID string, limit int) ([]Shipment, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT id, carrier, status, updated_at
		FROM shipments
		WHERE customer_id = $1
		ORDER BY updated_at DESC
		LIMIT $2`, customerID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Shipment
	for rows.Next() {
		var sh Shipment
		if err := rows.Scan(&sh.ID, &sh.Carrier, &sh.Status, &sh.UpdatedAt); err != nil {
			return nil, err
		}
		out = append(out, sh)
	}
	return out, rows.Err()
}
