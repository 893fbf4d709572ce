package queue

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var ErrNoJob = errors.New("queue: no job available")

type Job struct {
	ID       int64
	Kind     string
	Payload  []byte
	Attempts int
}

type Store struct {
	pool *pgxpool.Pool
}

func NewStore(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

// Claim hands the oldest pending job to workerID.
func (s *Store) Claim(ctx context.Context, workerID string) (*Job, error) {
	var j Job
	err := s.pool.QueryRow(ctx,
		`UPDATE jobs SET status = 'running', locked_by = $1, locked_at = now()
		 WHERE id = (
		     SELECT id FROM jobs
		     WHERE status = 'pending' AND run_at <= now()
		     ORDER BY id
		     FOR UPDATE SKIP LOCKED
		     LIMIT 1
		 ) AND status = 'pending'
		 RETURNING id, kind, payload, attempts`, workerID).Scan(&j.ID, &j.Kind, &j.Payload, &j.Attempts)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNoJob
	}
	if err != nil {
		return nil, err
	}
	return &j, nil
}

func (s *Store) Complete(ctx context.Context, id int64) error {
	_, err := s.pool.Exec(ctx, `UPDATE jobs SET status = 'done', finished_at = now() WHERE id = $1`, id)
	return err
}

func (s *Store) Reschedule(ctx context.Context, id int64, attempts int, runAt time.Time, lastErr string) error {
	_, err := s.pool.Exec(ctx,
		`UPDATE jobs SET status = 'pending', attempts = $2, run_at = $3, last_error = $4, locked_by = NULL WHERE id = $1`,
		id, attempts, runAt, lastErr)
	return err
}

func (s *Store) Touch(ctx context.Context, id int64) error {
	_, err := s.pool.Exec(ctx, `UPDATE jobs SET locked_at = now() WHERE id = $1`, id)
	return err
}
