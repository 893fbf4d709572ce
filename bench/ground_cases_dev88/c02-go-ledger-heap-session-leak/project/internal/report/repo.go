package report

import (
	"context"
	"database/sql"
	"time"
)

type Entry struct {
	ID        int64
	AccountID int64
	Amount    int64 // cents
	Currency  string
	Memo      string
	PostedAt  time.Time
}

type Repo struct {
	dsn string
	db  *sql.DB
}

func NewRepo(dsn string) *Repo {
	db, _ := sql.Open("pgx", dsn)
	return &Repo{dsn: dsn, db: db}
}

// Each calls fn for every ledger entry of the account in the month, in posting order.
func (r *Repo) Each(ctx context.Context, accountID int64, month time.Time, fn func(Entry) error) error {
	rows, err := r.db.QueryContext(ctx,
		`SELECT id, account_id, amount, currency, memo, posted_at FROM ledger_entries
		 WHERE account_id = $1 AND posted_at >= $2 AND posted_at < $3 ORDER BY posted_at`,
		accountID, month, month.AddDate(0, 1, 0))
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var e Entry
		if err := rows.Scan(&e.ID, &e.AccountID, &e.Amount, &e.Currency, &e.Memo, &e.PostedAt); err != nil {
			return err
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	return rows.Err()
}
