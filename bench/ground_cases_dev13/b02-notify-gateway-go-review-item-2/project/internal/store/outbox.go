package store

import (
	"context"
	"database/sql"
	"time"
)

// Message is one webhook delivery waiting in the outbox table.
type Message struct {
	ID       int64
	Endpoint string
	Payload  []byte
	Attempts int
}

type Outbox struct{ db *sql.DB }

func NewOutbox(db *sql.DB) *Outbox { return &Outbox{db: db} }

// Due returns up to limit messages whose next attempt is at or before now.
func (o *Outbox) Due(ctx context.Context, now time.Time, limit int) ([]Message, error) {
	rows, err := o.db.QueryContext(ctx, `
		SELECT id, endpoint, payload, attempts
		FROM webhook_outbox
		WHERE state = 'pending' AND next_attempt_at <= $1
		ORDER BY next_attempt_at
		LIMIT $2
		FOR UPDATE SKIP LOCKED`, now, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Message
	for rows.Next() {
		var m Message
		if err := rows.Scan(&m.ID, &m.Endpoint, &m.Payload, &m.Attempts); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

func (o *Outbox) MarkDelivered(ctx context.Context, id int64) error {
	_, err := o.db.ExecContext(ctx, `UPDATE webhook_outbox SET state = 'delivered', delivered_at = now() WHERE id = $1`, id)
	return err
}

func (o *Outbox) MarkRetry(ctx context.Context, id int64, next time.Time, reason string) error {
	_, err := o.db.ExecContext(ctx, `
		UPDATE webhook_outbox
		SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3
		WHERE id = $1`, id, next, reason)
	return err
}

func (o *Outbox) MarkDead(ctx context.Context, id int64, reason string) error {
	_, err := o.db.ExecContext(ctx, `
		UPDATE webhook_outbox
		SET state = 'dead', attempts = attempts + 1, last_error = $2
		WHERE id = $1`, id, reason)
	return err
}
