package store

import (
	"context"
	"time"

	"github.com/jmoiron/sqlx"

	"notify-gateway/internal/model"
)

const listPendingSQL = `
SELECT id, channel, target, payload, status, attempts, last_error, created_at
FROM messages
WHERE status = 'pending'
  AND attempts < $2
ORDER BY created_at
LIMIT $1`

// MessageStore 是 messages 表的读写封装。
type MessageStore struct {
	db *sqlx.DB
}

func NewMessageStore(db *sqlx.DB) *MessageStore {
	return &MessageStore{db: db}
}

// ListPending 取出一批待发送的消息，按创建时间排序。
func (s *MessageStore) ListPending(ctx context.Context, limit, maxAttempts int) ([]model.Message, error) {
	var out []model.Message
	if err := s.db.SelectContext(ctx, &out, listPendingSQL, limit, maxAttempts); err != nil {
		return nil, err
	}
	return out, nil
}

func (s *MessageStore) MarkSent(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE messages SET status = 'sent', sent_at = $2 WHERE id = $1`, id, time.Now())
	return err
}

func (s *MessageStore) MarkFailed(ctx context.Context, id int64, reason string) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE messages SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, id, reason)
	return err
}

func (s *MessageStore) Insert(ctx context.Context, m *model.Message) error {
	return s.db.QueryRowxContext(ctx,
		`INSERT INTO messages (channel, target, payload, status)
		 VALUES ($1, $2, $3, 'pending') RETURNING id, created_at`,
		m.Channel, m.Target, m.Payload).Scan(&m.ID, &m.CreatedAt)
}

// PeekPending 给 /admin/queue 用：只查看队列，不改状态。
func (s *MessageStore) PeekPending(ctx context.Context, limit int) ([]model.Message, error) {
	var out []model.Message
	if err := s.db.SelectContext(ctx, &out, listPendingSQL, limit); err != nil {
		return nil, err
	}
	return out, nil
}

// CountPending 给 metrics 用。
func (s *MessageStore) CountPending(ctx context.Context) (int, error) {
	var n int
	err := s.db.GetContext(ctx, &n, `SELECT count(*) FROM messages WHERE status = 'pending'`)
	return n, err
}
