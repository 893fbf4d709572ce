package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/northwind/ledgerd/internal/cursor"
)

// Entry is one ledger line.
type Entry struct {
	ID          int64     `json:"id"`
	Account     string    `json:"account"`
	AmountCents int64     `json:"amount_cents"`
	Currency    string    `json:"currency"`
	Memo        string    `json:"memo"`
	CreatedAt   time.Time `json:"created_at"`
}

// Store reads and writes ledger entries.
type Store struct {
	db *sql.DB
}

// New returns a Store on db.
func New(db *sql.DB) *Store {
	return &Store{db: db}
}

const listSQL = `
SELECT id, account, amount_cents, currency, memo, created_at
  FROM entries
 WHERE account = $1
   AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3))
 ORDER BY created_at DESC, id DESC
 LIMIT $4`

// ListEntries returns up to limit entries of account after the cursor, newest first.
func (s *Store) ListEntries(ctx context.Context, account string, after cursor.Cursor, limit int) ([]Entry, error) {
	var ts any
	if !after.IsZero() {
		ts = after.CreatedAt
	}
	rows, err := s.db.QueryContext(ctx, listSQL, account, ts, after.ID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Entry
	for rows.Next() {
		var e Entry
		if err := rows.Scan(&e.ID, &e.Account, &e.AmountCents, &e.Currency, &e.Memo, &e.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}
