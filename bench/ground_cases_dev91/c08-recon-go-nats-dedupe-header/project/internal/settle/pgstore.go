package settle

import (
	"context"
	"database/sql"
)

type PGStore struct{ db *sql.DB }

func NewPGStore(dsn string) *PGStore {
	db, _ := sql.Open("pgx", dsn)
	return &PGStore{db: db}
}

func (s *PGStore) Seen(ctx context.Context, msgID string) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM settlement_inbox WHERE msg_id = $1`, msgID).Scan(&n)
	return n > 0, err
}

func (s *PGStore) Insert(ctx context.Context, msgID string, ev Event) error {
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO settlement_inbox (msg_id, settlement_id, merchant_id, amount_cent, currency) VALUES ($1, $2, $3, $4, $5)`,
		msgID, ev.SettlementID, ev.MerchantID, ev.AmountCent, ev.Currency)
	return err
}
