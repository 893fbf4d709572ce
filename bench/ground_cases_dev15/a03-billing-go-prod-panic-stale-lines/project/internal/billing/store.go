package billing

import (
	"context"
	"errors"
	"time"
)

var ErrNotFound = errors.New("not found")

type Customer struct {
	ID    string
	Email string
	Name  string
}

type Subscription struct {
	ID               string
	StripeID         string
	PlanID           string
	Status           string
	CurrentPeriodEnd time.Time
	// Customer is nil when the customer row was erased (GDPR deletion request);
	// the subscription itself is kept for accounting.
	Customer *Customer
}

type Store interface {
	SubscriptionByStripeID(ctx context.Context, stripeID string) (*Subscription, error)
	MarkPaid(ctx context.Context, id string, periodEnd time.Time) error
	MarkPastDue(ctx context.Context, id string) error
	Cancel(ctx context.Context, id string, at time.Time) error
	UpdatePlan(ctx context.Context, id, planID string, periodEnd time.Time) error
}

type Mailer interface {
	SendReceipt(ctx context.Context, to, invoiceNumber string, amountCents int64) error
	SendPaymentFailed(ctx context.Context, to, invoiceNumber string) error
	SendCancellation(ctx context.Context, to string) error
}
