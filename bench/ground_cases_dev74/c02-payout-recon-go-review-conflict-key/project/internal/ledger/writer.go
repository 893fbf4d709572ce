package ledger

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"

	"git.internal.example.com/fin/payout-recon/internal/payouts"
)

// Writer stores payouts and their balance transactions in ledger_payout_lines.
type Writer struct {
	db *pgxpool.Pool
}

func NewWriter(db *pgxpool.Pool) *Writer {
	return &Writer{db: db}
}

// Upsert writes one row per balance transaction of the payout. Re-running a day
// must not create duplicates.
func (w *Writer) Upsert(ctx context.Context, p payouts.Payout) error {
	const q = `INSERT INTO ledger_payout_lines
		(payout_id, balance_txn_id, txn_type, currency, amount, fee, arrival_date)
		VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (payout_id) DO UPDATE
		SET balance_txn_id = EXCLUDED.balance_txn_id, txn_type = EXCLUDED.txn_type,
		    amount = EXCLUDED.amount, fee = EXCLUDED.fee`
	for _, l := range p.Lines {
		_, err := w.db.Exec(ctx, q, p.ID, l.ID, l.Type, p.Currency, l.Amount, l.Fee, p.ArrivalDate)
		if err != nil {
			return err
		}
	}
	return nil
}

// Existing returns the balance transaction ids already stored for a payout.
func (w *Writer) Existing(ctx context.Context, payoutID string) (map[string]bool, error) {
	rows, err := w.db.Query(ctx, `SELECT balance_txn_id FROM ledger_payout_lines WHERE payout_id = $1`, payoutID)
	if err != nil {
		return nil, fmt.Errorf("existing %s: %w", payoutID, err)
	}
	defer rows.Close()
	seen := map[string]bool{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		seen[id] = true
	}
	return seen, rows.Err()
}
