package billing

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type PGStore struct {
	pool *pgxpool.Pool
}

func NewPGStore(pool *pgxpool.Pool) *PGStore { return &PGStore{pool: pool} }

const subscriptionQuery = `
SELECT s.id, s.stripe_id, s.plan_id, s.status, s.current_period_end,
       c.id, c.email, c.name
FROM subscriptions s
LEFT JOIN customers c ON c.id = s.customer_id AND c.erased_at IS NULL
WHERE s.stripe_id = $1`

func (s *PGStore) SubscriptionByStripeID(ctx context.Context, stripeID string) (*Subscription, error) {
	var sub Subscription
	var custID, email, name *string
	err := s.pool.QueryRow(ctx, subscriptionQuery, stripeID).Scan(
		&sub.ID, &sub.StripeID, &sub.PlanID, &sub.Status, &sub.CurrentPeriodEnd, &custID, &email, &name)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("query subscription: %w", err)
	}
	if custID != nil {
		sub.Customer = &Customer{ID: *custID, Email: *email, Name: *name}
	}
	return &sub, nil
}

func (s *PGStore) exec(ctx context.Context, sql string, args ...any) error {
	tag, err := s.pool.Exec(ctx, sql, args...)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *PGStore) MarkPaid(ctx context.Context, id string, periodEnd time.Time) error {
	return s.exec(ctx, `UPDATE subscriptions SET status = 'active', current_period_end = $2 WHERE id = $1`, id, periodEnd)
}

func (s *PGStore) MarkPastDue(ctx context.Context, id string) error {
	return s.exec(ctx, `UPDATE subscriptions SET status = 'past_due' WHERE id = $1`, id)
}

func (s *PGStore) Cancel(ctx context.Context, id string, at time.Time) error {
	return s.exec(ctx, `UPDATE subscriptions SET status = 'canceled', canceled_at = $2 WHERE id = $1`, id, at)
}

func (s *PGStore) UpdatePlan(ctx context.Context, id, planID string, periodEnd time.Time) error {
	return s.exec(ctx, `UPDATE subscriptions SET plan_id = $2, current_period_end = $3 WHERE id = $1`, id, planID, periodEnd)
}
