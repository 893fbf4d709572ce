package store

import (
	"context"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Job is one webhook delivery waiting in the jobs table.
type Job struct {
	ID          int64
	EventID     string
	EndpointURL string
	Secret      string
	Payload     []byte
	Attempts    int
}

type Store struct {
	pool *pgxpool.Pool
}

func New(pool *pgxpool.Pool) *Store {
	return &Store{pool: pool}
}

// ClaimBatch marks up to limit due jobs as running and returns them.
func (s *Store) ClaimBatch(ctx context.Context, limit int) ([]Job, error) {
	rows, err := s.pool.Query(ctx, `
		UPDATE jobs SET status = 'running', locked_at = now(), attempts = attempts + 1
		WHERE id IN (SELECT id FROM jobs WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1)
		RETURNING id, event_id, endpoint_url, secret, payload, attempts`, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByPos[Job])
}

// MarkDone records a successful delivery.
func (s *Store) MarkDone(ctx context.Context, id int64) error {
	_, err := s.pool.Exec(ctx,
		`UPDATE jobs SET status = 'done', locked_at = NULL, delivered_at = now() WHERE id = $1`, id)
	return err
}

// Reschedule puts a failed job back in the queue, or marks it dead.
func (s *Store) Reschedule(ctx context.Context, id int64, next time.Time, lastErr string, dead bool) error {
	status := "pending"
	if dead {
		status = "dead"
	}
	_, err := s.pool.Exec(ctx, `
		UPDATE jobs SET status = $2, locked_at = NULL, next_attempt_at = $3, last_error = $4
		WHERE id = $1`, id, status, next, lastErr)
	return err
}

// ReapStale puts jobs whose worker died (running for longer than lease) back to pending.
func (s *Store) ReapStale(ctx context.Context, lease, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			tag, err := s.pool.Exec(ctx, `
				UPDATE jobs SET status = 'pending', locked_at = NULL
				WHERE status = 'running' AND locked_at < now() - make_interval(secs => $1)`, lease.Seconds())
			if err != nil {
				slog.Error("reap stale jobs", "err", err)
				continue
			}
			if n := tag.RowsAffected(); n > 0 {
				slog.Warn("reaped stale jobs", "count", n)
			}
		}
	}
}
