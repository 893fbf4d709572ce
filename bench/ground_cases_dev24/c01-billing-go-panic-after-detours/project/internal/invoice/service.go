package invoice

import (
	"context"
	"fmt"
	"time"

	"github.com/acme/billing-svc/internal/customer"
)

type LineItem struct {
	SKU       string
	Qty       int
	UnitCents int64
}

type Line struct {
	SKU        string `json:"sku"`
	Qty        int    `json:"qty"`
	TotalCents int64  `json:"total_cents"`
}

type Preview struct {
	CustomerID    int64  `json:"customer_id"`
	Currency      string `json:"currency"`
	Lines         []Line `json:"lines"`
	SubtotalCents int64  `json:"subtotal_cents"`
	DiscountCents int64  `json:"discount_cents"`
	TotalCents    int64  `json:"total_cents"`
}

type Store interface {
	PendingItems(ctx context.Context, customerID int64) ([]LineItem, error)
}

type Service struct {
	customers *customer.Repo
	store     Store
}

func NewService(c *customer.Repo, s Store) *Service {
	return &Service{customers: c, store: s}
}

// Preview computes the next invoice for a customer without saving it.
func (s *Service) Preview(ctx context.Context, customerID int64) (*Preview, error) {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	cust, err := s.customers.Get(ctx, customerID)
	if err != nil {
		return nil, err
	}
	discountPct := cust.Plan.DiscountPct
	items, err := s.store.PendingItems(ctx, customerID)
	if err != nil {
		return nil, fmt.Errorf("pending items for %d: %w", customerID, err)
	}
	p := &Preview{CustomerID: cust.ID, Currency: cust.Currency}
	for _, it := range items {
		total := int64(it.Qty) * it.UnitCents
		p.Lines = append(p.Lines, Line{SKU: it.SKU, Qty: it.Qty, TotalCents: total})
		p.SubtotalCents += total
	}
	p.DiscountCents = p.SubtotalCents * int64(discountPct) / 100
	p.TotalCents = p.SubtotalCents - p.DiscountCents
	return p, nil
}
