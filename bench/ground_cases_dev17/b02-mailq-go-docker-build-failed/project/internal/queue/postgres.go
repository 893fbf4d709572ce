package queue

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Postgres struct {
	pool *pgxpool.Pool
}

func OpenPostgres(ctx context.Context, url string) (*Postgres, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, err
	}
	return &Postgres{pool: pool}, nil
}

func (p *Postgres) Dequeue(ctx context.Context) (*Job, error) {
	row := p.pool.QueryRow(ctx, `
		UPDATE mail_jobs SET locked_at = now()
		WHERE id = (
			SELECT id FROM mail_jobs
			WHERE locked_at IS NULL AND run_after <= now() AND dead = false
			ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
		RETURNING id, payload, attempts, run_after`)
	var job Job
	var payload []byte
	if err := row.Scan(&job.ID, &payload, &job.Attempts, &job.RunAfter); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, nil
		}
		return nil, err
	}
	return &job, json.Unmarshal(payload, &job.Message)
}

func (p *Postgres) Ack(ctx context.Context, id int64) error {
	_, err := p.pool.Exec(ctx, `DELETE FROM mail_jobs WHERE id = $1`, id)
	return err
}

func (p *Postgres) Retry(ctx context.Context, id int64, after time.Duration) error {
	_, err := p.pool.Exec(ctx, `UPDATE mail_jobs SET locked_at = NULL, attempts = attempts + 1,
		run_after = now() + $2::interval WHERE id = $1`, id, after.String())
	return err
}

func (p *Postgres) DeadLetter(ctx context.Context, id int64, reason string) error {
	_, err := p.pool.Exec(ctx, `UPDATE mail_jobs SET dead = true, last_error = $2 WHERE id = $1`, id, reason)
	return err
}

func (p *Postgres) Close() { p.pool.Close() }
