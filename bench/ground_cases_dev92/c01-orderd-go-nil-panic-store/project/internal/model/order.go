package model

import "time"

type Status string

const (
	StatusPending   Status = "pending"
	StatusPaid      Status = "paid"
	StatusShipped   Status = "shipped"
	StatusCancelled Status = "cancelled"
)

type Order struct {
	ID         int64     `json:"id"`
	CustomerID int64     `json:"customer_id"`
	Status     Status    `json:"status"`
	AmountCent int64     `json:"amount_cent"`
	CreatedAt  time.Time `json:"created_at"`
	UpdatedAt  time.Time `json:"updated_at"`
}

// Cancellable reports whether the order can still be cancelled by the customer.
func (o *Order) Cancellable() bool {
	return o.Status == StatusPending || o.Status == StatusPaid
}

type OrderView struct {
	ID          int64  `json:"id"`
	Status      Status `json:"status"`
	Amount      string `json:"amount"`
	Cancellable bool   `json:"cancellable"`
}
