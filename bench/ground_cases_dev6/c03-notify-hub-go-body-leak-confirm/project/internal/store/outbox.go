package store

import (
	"context"
	"database/sql"
	"time"

	_ "github.com/go-sql-driver/mysql"
)

func Open(dsn string) (*sql.DB, error) {
	db, err := sql.Open("mysql", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(20)
	db.SetConnMaxLifetime(30 * time.Minute)
	return db, db.Ping()
}

type Message struct {
	ID      int64
	Channel string // "webhook" or "sms"
	Target  string
	EventID string
	Kind    string
	Body    []byte
}

type Outbox struct{ db *sql.DB }

func NewOutbox(db *sql.DB) *Outbox { return &Outbox{db: db} }

func (o *Outbox) Pending(ctx context.Context, limit int) ([]Message, error) {
	rows, err := o.db.QueryContext(ctx,
		`SELECT id, channel, target, event_id, kind, body FROM outbox WHERE sent_at IS NULL AND failed = 0 ORDER BY id LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Message
	for rows.Next() {
		var m Message
		if err := rows.Scan(&m.ID, &m.Channel, &m.Target, &m.EventID, &m.Kind, &m.Body); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

func (o *Outbox) MarkSent(ctx context.Context, id int64) error {
	_, err := o.db.ExecContext(ctx, `UPDATE outbox SET sent_at = NOW() WHERE id = ?`, id)
	return err
}

func (o *Outbox) MarkFailed(ctx context.Context, id int64, reason string) error {
	_, err := o.db.ExecContext(ctx, `UPDATE outbox SET failed = 1, last_error = ? WHERE id = ?`, reason, id)
	return err
}
