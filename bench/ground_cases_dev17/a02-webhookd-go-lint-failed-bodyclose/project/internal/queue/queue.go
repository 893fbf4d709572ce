package queue

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/acme/webhookd/internal/webhook"
)

// Queue hands pending deliveries from the webhook_deliveries table to workers.
type Queue struct {
	db  *sql.DB
	log *slog.Logger
}

func New(db *sql.DB, log *slog.Logger) *Queue {
	return &Queue{db: db, log: log}
}

const claimSQL = `
UPDATE webhook_deliveries SET state = 'sending', claimed_at = now()
WHERE id = (
    SELECT id FROM webhook_deliveries
    WHERE state = 'pending'
    ORDER BY created_at
    FOR UPDATE SKIP LOCKED
    LIMIT 1
)
RETURNING id, url, secret, event, payload`

// Run starts n workers that claim deliveries and pass them to send until ctx ends.
func (q *Queue) Run(ctx context.Context, n int, every time.Duration, send func(context.Context, webhook.Delivery) error) error {
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q.work(ctx, every, send)
		}()
	}
	wg.Wait()
	return ctx.Err()
}

func (q *Queue) work(ctx context.Context, every time.Duration, send func(context.Context, webhook.Delivery) error) {
	for ctx.Err() == nil {
		var d webhook.Delivery
		var payload []byte
		err := q.db.QueryRowContext(ctx, claimSQL).Scan(&d.ID, &d.URL, &d.Secret, &d.Event, &payload)
		if errors.Is(err, sql.ErrNoRows) {
			time.Sleep(every)
			continue
		}
		if err != nil {
			q.log.Error("claim delivery", "err", err)
			time.Sleep(every)
			continue
		}
		d.Payload = json.RawMessage(payload)
		state := "sent"
		if err := send(ctx, d); err != nil {
			q.log.Error("delivery failed", "id", d.ID, "err", err)
			state = "failed"
		}
		if _, err := q.db.ExecContext(ctx, `UPDATE webhook_deliveries SET state = $1 WHERE id = $2`, state, d.ID); err != nil {
			q.log.Error("mark delivery", "id", d.ID, "err", err)
		}
	}
}
