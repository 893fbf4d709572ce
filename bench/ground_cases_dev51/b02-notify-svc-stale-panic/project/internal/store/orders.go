package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

var (
	ErrAlreadyProcessed = errors.New("event already processed")
	ErrNotFound         = errors.New("order not found")
)

type Status string

const (
	StatusPending       Status = "pending"
	StatusPaid          Status = "paid"
	StatusPaymentFailed Status = "payment_failed"
)

type Orders struct {
	DB *sql.DB
}

// MarkEventProcessed records a webhook event id; a second delivery of the same
// event returns ErrAlreadyProcessed.
func (o *Orders) MarkEventProcessed(ctx context.Context, eventID string) error {
	res, err := o.DB.ExecContext(ctx,
		`INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`, eventID)
	if err != nil {
		return fmt.Errorf("mark event %s: %w", eventID, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrAlreadyProcessed
	}
	return nil
}

func (o *Orders) UpdateStatus(ctx context.Context, orderID string, status Status) error {
	res, err := o.DB.ExecContext(ctx,
		`UPDATE orders SET status = $1, updated_at = now() WHERE id = $2`, status, orderID)
	if err != nil {
		return fmt.Errorf("update order %s: %w", orderID, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("update order %s: %w", orderID, ErrNotFound)
	}
	return nil
}
