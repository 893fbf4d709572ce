package order

import (
	"errors"
	"time"
)

type Status string

const (
	StatusNew     Status = "new"
	StatusPaid    Status = "paid"
	StatusShipped Status = "shipped"
)

var ErrNotFound = errors.New("order not found")

type Order struct {
	ID         string    `json:"id"`
	CustomerID string    `json:"customer_id"`
	Status     Status    `json:"status"`
	TotalCents int64     `json:"total_cents"`
	CreatedAt  time.Time `json:"created_at"`
}

// Page is a window over a customer's orders, newest first.
type Page struct {
	Limit  int
	Offset int
}

func (p Page) Normalize() Page {
	if p.Limit <= 0 || p.Limit > 100 {
		p.Limit = 20
	}
	if p.Offset < 0 {
		p.Offset = 0
	}
	return p
}
