package billing

import (
	"errors"
	"fmt"
	"time"
)

type Money int64 // cents

type Status string

const (
	StatusDraft Status = "draft"
	StatusOpen  Status = "open"
	StatusPaid  Status = "paid"
	StatusVoid  Status = "void"
)

var (
	ErrNotDraft    = errors.New("invoice is not a draft")
	ErrNotOpen     = errors.New("invoice is not open")
	ErrInvoiceVoid = errors.New("invoice is void")
)

type Invoice struct {
	ID       string
	Customer string
	Status   Status
	Total    Money
	Balance  Money
	Credits  []Money
	DueAt    time.Time
	PaidAt   *time.Time
}

func NewInvoice(id, customer string, total Money, due time.Time) *Invoice {
	return &Invoice{
		ID:       id,
		Customer: customer,
		Status:   StatusDraft,
		Total:    total,
		Balance:  total,
		DueAt:    due,
	}
}

func (inv *Invoice) Finalize() error {
	if inv.Status != StatusDraft {
		return fmt.Errorf("finalize %s (status %s): %w", inv.ID, inv.Status, ErrNotDraft)
	}
	inv.Status = StatusOpen
	return nil
}

// ApplyCredit books a credit note against the invoice.
func (inv *Invoice) ApplyCredit(credit Money) error {
	if inv.Status == StatusVoid {
		return fmt.Errorf("apply credit to %s: %w", inv.ID, ErrInvoiceVoid)
	}
	if credit <= 0 {
		return fmt.Errorf("apply credit to %s: amount must be positive, got %d", inv.ID, credit)
	}
	inv.Balance -= credit
	inv.Credits = append(inv.Credits, credit)
	if inv.Balance == 0 {
		now := time.Now()
		inv.Status = StatusPaid
		inv.PaidAt = &now
	}
	return nil
}

func (inv *Invoice) MarkPaid(at time.Time) error {
	if inv.Status != StatusOpen {
		return fmt.Errorf("mark paid %s (status %s): %w", inv.ID, inv.Status, ErrNotOpen)
	}
	inv.Balance = 0
	inv.PaidAt = &at
	inv.Status = StatusPaid
	return nil
}

func (inv *Invoice) Overdue(now time.Time) bool {
	return inv.Status == StatusOpen && now.After(inv.DueAt)
}
