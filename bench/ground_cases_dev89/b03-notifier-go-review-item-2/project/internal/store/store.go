package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Notification struct {
	ID        int64
	To        string
	Subject   string
	Body      string
	Attempts  int
	CreatedAt time.Time
}

type Store struct {
	pool *pgxpool.Pool
}

func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

func (s *Store) ListPending(ctx context.Context, limit int) ([]Notification, error) {
	rows, err := s.pool.Query(ctx,
		`SELECT id, to_addr, subject, body, attempts, created_at
		   FROM notifications
		  WHERE sent_at IS NULL AND next_try_at <= now()
		  ORDER BY id LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Notification
	for rows.Next() {
		var n Notification
		if err := rows.Scan(&n.ID, &n.To, &n.Subject, &n.Body, &n.Attempts, &n.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

func (s *Store) MarkSent(ctx context.Context, id int64) error {
	_, err := s.pool.Exec(ctx, `UPDATE notifications SET sent_at = now() WHERE id = $1`, id)
	return err
}

func (s *Store) MarkFailed(ctx context.Context, id int64, backoff time.Duration) error {
	_, err := s.pool.Exec(ctx,
		`UPDATE notifications SET attempts = attempts + 1, next_try_at = now() + $2::interval WHERE id = $1`,
		id, backoff.String())
	return err
}
