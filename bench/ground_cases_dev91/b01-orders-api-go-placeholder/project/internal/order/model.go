package order

import (
	"errors"
	"time"
)

type Status string

const (
	StatusPending   Status = "pending"
	StatusPaid      Status = "paid"
	StatusShipped   Status = "shipped"
	StatusCancelled Status = "cancelled"
)

var ErrInvalidStatus = errors.New("invalid status")

type Order struct {
	ID         int64     `json:"id"`
	CustomerID int64     `json:"customer_id"`
	Status     Status    `json:"status"`
	TotalCents int64     `json:"total_cents"`
	CreatedAt  time.Time `json:"created_at"`
}

type CreateOrderRequest struct {
	CustomerID int64 `json:"customer_id"`
	TotalCents int64 `json:"total_cents"`
}

type ListFilter struct {
	Status Status
	Limit  int
}

func ParseStatus(s string) (Status, error) {
	switch Status(s) {
	case "", StatusPending, StatusPaid, StatusShipped, StatusCancelled:
		return Status(s), nil
	}
	return "", ErrInvalidStatus
}
