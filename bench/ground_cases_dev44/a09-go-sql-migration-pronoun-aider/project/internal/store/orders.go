package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Order struct {
	ID         int64
	TenantID   int64
	CustomerID int64
	Status     string
	TotalCents int64
	CreatedAt  time.Time
}

type Orders struct {
	pool *pgxpool.Pool
}

func NewOrders(pool *pgxpool.Pool) *Orders { return &Orders{pool: pool} }

// WithTenant runs fn in a transaction with app.tenant_id set, as the RLS policies require.
func (s *Orders) WithTenant(ctx context.Context, tenantID int64, fn func(pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT set_config('app.tenant_id', $1, true)", fmt.Sprint(tenantID)); err != nil {
			return fmt.Errorf("set tenant: %w", err)
		}
		return fn(tx)
	})
}

func (s *Orders) Recent(ctx context.Context, tenantID int64, limit int) ([]Order, error) {
	var out []Order
	err := s.WithTenant(ctx, tenantID, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT id, tenant_id, customer_id, status, total_cents, created_at
			FROM orders ORDER BY created_at DESC LIMIT $1`, limit)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, pgx.RowToStructByPos[Order])
		return err
	})
	return out, err
}
