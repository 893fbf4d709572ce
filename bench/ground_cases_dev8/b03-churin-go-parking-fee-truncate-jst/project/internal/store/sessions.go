package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Store struct {
	pool *pgxpool.Pool
}

func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

type Session struct {
	ID        string
	LotID     string
	EnteredAt time.Time
	ExitedAt  time.Time
	Amount    int
}

func (s *Store) OpenSession(ctx context.Context, lotID string, at time.Time) (string, error) {
	var id string
	err := s.pool.QueryRow(ctx,
		`INSERT INTO parking_sessions (lot_id, entered_at) VALUES ($1, $2) RETURNING id`, lotID, at).Scan(&id)
	return id, err
}

func (s *Store) FindSession(ctx context.Context, id string) (Session, error) {
	var out Session
	err := s.pool.QueryRow(ctx,
		`SELECT id, lot_id, entered_at FROM parking_sessions WHERE id = $1 AND exited_at IS NULL`, id).
		Scan(&out.ID, &out.LotID, &out.EnteredAt)
	return out, err
}

func (s *Store) CloseSession(ctx context.Context, id string, at time.Time, amount int) error {
	_, err := s.pool.Exec(ctx,
		`UPDATE parking_sessions SET exited_at = $2, amount = $3 WHERE id = $1`, id, at, amount)
	return err
}

func (s *Store) ClosedSessions(ctx context.Context, month string) ([]Session, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT id, lot_id, entered_at, exited_at, amount FROM parking_sessions
		WHERE exited_at IS NOT NULL AND to_char(exited_at AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM') = $1
		ORDER BY exited_at`, month)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (Session, error) {
		var x Session
		err := row.Scan(&x.ID, &x.LotID, &x.EnteredAt, &x.ExitedAt, &x.Amount)
		return x, err
	})
}
