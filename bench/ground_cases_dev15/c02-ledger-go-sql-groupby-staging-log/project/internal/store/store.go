package store

import (
	"context"
	_ "embed"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

//go:embed queries.sql
var queriesSQL string

type Store struct {
	db *pgxpool.Pool
	q  map[string]string
}

type Account struct {
	ID           int64     `json:"id"`
	Name         string    `json:"name"`
	Currency     string    `json:"currency"`
	BalanceCents int64     `json:"balance_cents"`
	CreatedAt    time.Time `json:"created_at"`
}

type Entry struct {
	ID          int64     `json:"id"`
	AccountID   int64     `json:"account_id"`
	AmountCents int64     `json:"amount_cents"`
	Memo        string    `json:"memo"`
	CreatedAt   time.Time `json:"created_at"`
}

// required lists every query the Store uses; New panics when one is missing from queries.sql.
var required = []string{"GetAccount", "ListEntries", "InsertEntry", "AddToBalance", "BalanceHistory"}

func New(db *pgxpool.Pool) *Store {
	q := parseQueries(queriesSQL)
	for _, name := range required {
		if q[name] == "" {
			panic("store: query " + name + " missing from queries.sql")
		}
	}
	return &Store{db: db, q: q}
}

// parseQueries splits queries.sql on "-- name: X" lines.
func parseQueries(src string) map[string]string {
	out := map[string]string{}
	var name string
	var buf strings.Builder
	flush := func() {
		if name != "" {
			out[name] = strings.TrimSpace(buf.String())
		}
		buf.Reset()
	}
	for _, line := range strings.Split(src, "\n") {
		if strings.HasPrefix(line, "-- name: ") {
			flush()
			name = strings.TrimSpace(strings.TrimPrefix(line, "-- name: "))
			continue
		}
		buf.WriteString(line)
		buf.WriteString("\n")
	}
	flush()
	return out
}

func (s *Store) GetAccount(ctx context.Context, id int64) (Account, error) {
	var a Account
	err := s.db.QueryRow(ctx, s.q["GetAccount"], id).Scan(&a.ID, &a.Name, &a.Currency, &a.BalanceCents, &a.CreatedAt)
	return a, err
}

func (s *Store) ListEntries(ctx context.Context, accountID int64, limit int) ([]Entry, error) {
	rows, err := s.db.Query(ctx, s.q["ListEntries"], accountID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Entry
	for rows.Next() {
		var e Entry
		if err := rows.Scan(&e.ID, &e.AccountID, &e.AmountCents, &e.Memo, &e.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

type DayDelta struct {
	Day        time.Time `json:"day"`
	DeltaCents int64     `json:"delta_cents"`
}

// BalanceHistory sums the entries of the last `days` days per calendar day.
func (s *Store) BalanceHistory(ctx context.Context, accountID int64, days int) ([]DayDelta, error) {
	rows, err := s.db.Query(ctx, s.q["BalanceHistory"], accountID, days)
	if err != nil {
		return nil, fmt.Errorf("balance history: %w", err)
	}
	defer rows.Close()
	var out []DayDelta
	for rows.Next() {
		var d DayDelta
		if err := rows.Scan(&d.Day, &d.DeltaCents); err != nil {
			return nil, fmt.Errorf("balance history: %w", err)
		}
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("balance history: %w", err)
	}
	return out, nil
}

// InsertEntry books an entry and moves the account balance in one transaction.
func (s *Store) InsertEntry(ctx context.Context, accountID, amountCents int64, memo string) (int64, error) {
	var id int64
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, s.q["InsertEntry"], accountID, amountCents, memo).Scan(&id); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, s.q["AddToBalance"], accountID, amountCents)
		return err
	})
	return id, err
}
