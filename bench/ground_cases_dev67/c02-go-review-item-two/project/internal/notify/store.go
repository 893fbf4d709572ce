package notify

import (
	"database/sql"
	"time"
)

type Notification struct {
	ID       int64
	UserID   int64
	Kind     string
	Payload  string
	Attempts int
	Status   string
	NextAt   time.Time
}

type Store struct{ db *sql.DB }

func NewStore(db *sql.DB) *Store { return &Store{db: db} }

func (s *Store) Insert(n Notification) (int64, error) {
	var id int64
	err := s.db.QueryRow(
		`INSERT INTO notifications (user_id, kind, payload, status, next_at)
		 VALUES ($1, $2, $3, 'pending', now()) RETURNING id`,
		n.UserID, n.Kind, n.Payload).Scan(&id)
	return id, err
}

func (s *Store) ListByUser(userID int64, limit int) ([]Notification, error) {
	rows, err := s.db.Query(
		`SELECT id, user_id, kind, payload, attempts, status, next_at
		 FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2`, userID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanAll(rows)
}

func (s *Store) ListPending(limit int) ([]Notification, error) {
	rows, err := s.db.Query(
		`SELECT id, user_id, kind, payload, attempts, status, next_at
		 FROM notifications WHERE status = 'pending' AND next_at <= now()
		 ORDER BY next_at LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	return scanAll(rows)
}

func scanAll(rows *sql.Rows) ([]Notification, error) {
	var out []Notification
	for rows.Next() {
		var n Notification
		if err := rows.Scan(&n.ID, &n.UserID, &n.Kind, &n.Payload, &n.Attempts, &n.Status, &n.NextAt); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

func (s *Store) Reschedule(id int64, at time.Time) error {
	_, err := s.db.Exec(`UPDATE notifications SET attempts = attempts + 1, next_at = $2 WHERE id = $1`, id, at)
	return err
}

func (s *Store) MarkSent(id int64) error {
	_, err := s.db.Exec(`UPDATE notifications SET status = 'sent' WHERE id = $1`, id)
	return err
}

func (s *Store) MarkFailed(id int64, reason string) error {
	_, err := s.db.Exec(`UPDATE notifications SET status = 'failed', last_error = $2 WHERE id = $1`, id, reason)
	return err
}
