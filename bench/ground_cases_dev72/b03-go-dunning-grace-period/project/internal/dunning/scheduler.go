package dunning

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/tsubame-io/billing/internal/billing"
	"github.com/tsubame-io/billing/internal/mailer"
)

type Scheduler struct {
	db   *sql.DB
	mail mailer.Mailer
}

func NewScheduler(db *sql.DB, m mailer.Mailer) *Scheduler {
	return &Scheduler{db: db, mail: m}
}

func (s *Scheduler) Run(ctx context.Context, now time.Time) (int, error) {
	invoices, err := s.pastDue(ctx)
	if err != nil {
		return 0, err
	}
	for _, inv := range invoices {
		if GraceExpired(inv, now) {
			if err := s.suspend(ctx, inv.WorkspaceID); err != nil {
				return 0, fmt.Errorf("suspend %s: %w", inv.WorkspaceID, err)
			}
			continue
		}
		due, ok := NextAttempt(inv)
		if !ok || now.Before(due) {
			continue
		}
		if err := s.mail.Send(ctx, mailer.PaymentFailed(inv)); err != nil {
			return 0, err
		}
		if _, err := s.db.ExecContext(ctx,
			`UPDATE invoices SET attempts = attempts + 1, last_mailed_at = $1 WHERE id = $2`, now, inv.ID); err != nil {
			return 0, err
		}
	}
	return len(invoices), nil
}

func (s *Scheduler) pastDue(ctx context.Context) ([]billing.Invoice, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, workspace_id, number, amount_jpy, status, failed_at, attempts FROM invoices WHERE status = 'past_due'`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []billing.Invoice
	for rows.Next() {
		var inv billing.Invoice
		if err := rows.Scan(&inv.ID, &inv.WorkspaceID, &inv.Number, &inv.AmountJPY, &inv.Status, &inv.FailedAt, &inv.Attempts); err != nil {
			return nil, err
		}
		out = append(out, inv)
	}
	return out, rows.Err()
}

func (s *Scheduler) suspend(ctx context.Context, workspaceID string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE workspaces SET suspended_at = now() WHERE id = $1 AND suspended_at IS NULL`, workspaceID)
	return err
}
