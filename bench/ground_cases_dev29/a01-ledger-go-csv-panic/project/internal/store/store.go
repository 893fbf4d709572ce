package store

import (
	"context"
	"database/sql"

	_ "modernc.org/sqlite"

	"github.com/finlo/ledger-sync/internal/importer"
)

type Store struct{ db *sql.DB }

func Open(dsn string) (*Store, error) {
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	return &Store{db: db}, nil
}

func (s *Store) Close() error { return s.db.Close() }

// Book inserts the entries in one transaction and returns how many were new.
func (s *Store) Book(ctx context.Context, entries []importer.Entry) (int, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	n := 0
	for _, e := range entries {
		res, err := tx.ExecContext(ctx,
			`INSERT OR IGNORE INTO entries (date, account, counterparty, amount_cents, currency, memo)
			 VALUES (?, ?, ?, ?, ?, ?)`,
			e.Date.Format("2006-01-02"), e.Account, e.Counterparty, e.AmountCents, e.Currency, e.Memo)
		if err != nil {
			return 0, err
		}
		k, _ := res.RowsAffected()
		n += int(k)
	}
	return n, tx.Commit()
}
