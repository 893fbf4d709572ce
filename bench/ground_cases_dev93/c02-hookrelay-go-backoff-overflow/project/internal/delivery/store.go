package delivery

import (
	"context"
	"encoding/json"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Delivery struct {
	ID         int64
	EndpointID int64
	URL        string
	EventType  string
	Payload    json.RawMessage
	Attempts   int
	CreatedAt  time.Time
}

type Store struct {
	pool *pgxpool.Pool
}

func NewStore(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

// ClaimDue locks up to limit due rows for this worker. SKIP LOCKED lets several
// workers poll the same table without handing out a row twice.
func (s *Store) ClaimDue(ctx context.Context, limit int) ([]Delivery, error) {
	rows, err := s.pool.Query(ctx, `
		UPDATE deliveries SET next_attempt_at = now() + interval '5 minutes'
		WHERE id IN (
			SELECT id FROM deliveries
			WHERE status = 'pending' AND next_attempt_at <= now()
			ORDER BY next_attempt_at
			LIMIT $1
			FOR UPDATE SKIP LOCKED
		)
		RETURNING id, endpoint_id, url, event_type, payload, attempts, created_at`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Delivery
	for rows.Next() {
		var d Delivery
		if err := rows.Scan(&d.ID, &d.EndpointID, &d.URL, &d.EventType, &d.Payload, &d.Attempts, &d.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

func (s *Store) MarkDelivered(ctx context.Context, id int64) error {
	_, err := s.pool.Exec(ctx, `UPDATE deliveries SET status = 'delivered', delivered_at = now(), attempts = attempts + 1 WHERE id = $1`, id)
	return err
}

func (s *Store) ScheduleRetry(ctx context.Context, id int64, attempts int, next time.Time, lastErr string) error {
	_, err := s.pool.Exec(ctx, `UPDATE deliveries SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1`,
		id, attempts, next, lastErr)
	return err
}

func (s *Store) MarkDead(ctx context.Context, id int64, attempts int, lastErr string) error {
	_, err := s.pool.Exec(ctx, `UPDATE deliveries SET status = 'dead', attempts = $2, last_error = $3 WHERE id = $1`,
		id, attempts, lastErr)
	return err
}
