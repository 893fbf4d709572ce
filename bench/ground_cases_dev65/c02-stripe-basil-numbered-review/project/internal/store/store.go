package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Store struct{ db *pgxpool.Pool }

type Tenant struct {
	ID         int64
	CustomerID string
	Plan       string
}

func Open(ctx context.Context, url string) (*Store, error) {
	db, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, err
	}
	return &Store{db: db}, nil
}

func (s *Store) TenantByCustomer(ctx context.Context, customerID string) (Tenant, error) {
	var t Tenant
	err := s.db.QueryRow(ctx, `SELECT id, stripe_customer_id, plan FROM tenants WHERE stripe_customer_id = $1`,
		customerID).Scan(&t.ID, &t.CustomerID, &t.Plan)
	return t, err
}

// MarkPaid records the invoice (payments.invoice_id is UNIQUE) and moves paid_through forward.
func (s *Store) MarkPaid(ctx context.Context, tenantID int64, subID, invoiceID string, through time.Time) error {
	tx, err := s.db.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `INSERT INTO payments (tenant_id, subscription_id, invoice_id) VALUES ($1, $2, $3)`,
		tenantID, subID, invoiceID); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `UPDATE tenants SET paid_through = GREATEST(paid_through, $2) WHERE id = $1`,
		tenantID, through); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// InvoiceRecorded reports whether the invoice already has a payments row.
func (s *Store) InvoiceRecorded(ctx context.Context, invoiceID string) (bool, error) {
	var ok bool
	err := s.db.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM payments WHERE invoice_id = $1)`, invoiceID).Scan(&ok)
	return ok, err
}

func (s *Store) MarkPastDue(ctx context.Context, tenantID int64, nextAttempt time.Time) error {
	_, err := s.db.Exec(ctx, `UPDATE tenants SET status = 'past_due', next_attempt = $2 WHERE id = $1`, tenantID, nextAttempt)
	return err
}

func (s *Store) SetPlan(ctx context.Context, tenantID int64, plan, status string, periodEnd time.Time) error {
	_, err := s.db.Exec(ctx, `UPDATE tenants SET plan = $2, status = $3, period_end = $4 WHERE id = $1`,
		tenantID, plan, status, periodEnd)
	return err
}
