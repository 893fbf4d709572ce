package payment

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Payment struct {
	ID             int64
	OrderID        string
	IdempotencyKey string
	AmountFen      int64
	Status         string
	PSPChargeID    string
	CreatedAt      time.Time
}

type Repo struct{ pool *pgxpool.Pool }

func NewRepo(pool *pgxpool.Pool) *Repo { return &Repo{pool: pool} }

// FindByKey returns the payment created for an idempotency key, or nil.
func (r *Repo) FindByKey(ctx context.Context, key string) (*Payment, error) {
	var p Payment
	err := r.pool.QueryRow(ctx, `SELECT id, order_id, idempotency_key, amount_fen, status, psp_charge_id, created_at
		FROM payments WHERE idempotency_key = $1`, key).
		Scan(&p.ID, &p.OrderID, &p.IdempotencyKey, &p.AmountFen, &p.Status, &p.PSPChargeID, &p.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &p, nil
}

// Create inserts a pending payment. Callers check FindByKey first.
func (r *Repo) Create(ctx context.Context, p *Payment) error {
	return r.pool.QueryRow(ctx, `INSERT INTO payments (order_id, idempotency_key, amount_fen, status)
		VALUES ($1, $2, $3, 'pending') RETURNING id, created_at`,
		p.OrderID, p.IdempotencyKey, p.AmountFen).Scan(&p.ID, &p.CreatedAt)
}

func (r *Repo) MarkCharged(ctx context.Context, id int64, chargeID string) error {
	_, err := r.pool.Exec(ctx, `UPDATE payments SET status = 'charged', psp_charge_id = $2 WHERE id = $1`, id, chargeID)
	return err
}

func (r *Repo) MarkFailed(ctx context.Context, id int64) error {
	_, err := r.pool.Exec(ctx, `UPDATE payments SET status = 'failed' WHERE id = $1`, id)
	return err
}
