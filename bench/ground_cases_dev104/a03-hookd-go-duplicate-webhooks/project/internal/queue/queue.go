package queue

import (
	"context"
	"database/sql"
	"time"
)

type Job struct {
	ID       int64
	URL      string
	Payload  []byte
	Attempts int
}

type Queue struct {
	DB    *sql.DB
	Lease time.Duration
}

// Claim takes one pending job, or one whose lease has expired, and leases it.
func (q *Queue) Claim(ctx context.Context) (*Job, error) {
	row := q.DB.QueryRowContext(ctx, `
		UPDATE deliveries SET leased_until = now() + $1::interval, attempts = attempts + 1
		WHERE id = (
			SELECT id FROM deliveries
			WHERE done = false AND (leased_until IS NULL OR leased_until < now())
			ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
		RETURNING id, url, payload, attempts`, q.Lease.String())
	var j Job
	if err := row.Scan(&j.ID, &j.URL, &j.Payload, &j.Attempts); err != nil {
		return nil, err
	}
	return &j, nil
}

func (q *Queue) Done(ctx context.Context, id int64) error {
	_, err := q.DB.ExecContext(ctx, `UPDATE deliveries SET done = true WHERE id = $1`, id)
	return err
}
