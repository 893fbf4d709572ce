package dispatch

import (
	"context"
	"database/sql"
	"time"
)

// PGQueue keeps webhook events in the webhook_events table.
type PGQueue struct {
	db *sql.DB
}

func NewPGQueue(url string) *PGQueue {
	db, err := sql.Open("pgx", url)
	if err != nil {
		panic(err)
	}
	return &PGQueue{db: db}
}

func (q *PGQueue) Claim(ctx context.Context, n int) ([]Event, error) {
	rows, err := q.db.QueryContext(ctx, `
		UPDATE webhook_events SET state = 'sending', claimed_at = now()
		WHERE id IN (
			SELECT id FROM webhook_events
			WHERE state = 'pending' AND next_attempt_at <= now()
			ORDER BY next_attempt_at
			LIMIT $1
			FOR UPDATE SKIP LOCKED)
		RETURNING id, url, body, attempts`, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		var ev Event
		if err := rows.Scan(&ev.ID, &ev.URL, &ev.Body, &ev.Attempts); err != nil {
			return nil, err
		}
		out = append(out, ev)
	}
	return out, rows.Err()
}

func (q *PGQueue) Done(ctx context.Context, id int64) error {
	_, err := q.db.ExecContext(ctx, `UPDATE webhook_events SET state = 'done' WHERE id = $1`, id)
	return err
}

func (q *PGQueue) Retry(ctx context.Context, id int64, at time.Time, attempts int) error {
	_, err := q.db.ExecContext(ctx,
		`UPDATE webhook_events SET state = 'pending', next_attempt_at = $2, attempts = $3 WHERE id = $1`,
		id, at, attempts)
	return err
}

func (q *PGQueue) Dead(ctx context.Context, id int64) error {
	_, err := q.db.ExecContext(ctx, `UPDATE webhook_events SET state = 'dead' WHERE id = $1`, id)
	return err
}
