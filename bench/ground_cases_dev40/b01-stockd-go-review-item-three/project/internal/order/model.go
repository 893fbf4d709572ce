package order

import (
	"errors"
	"time"
)

var ErrNotFound = errors.New("not found")

type Customer struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

type Status string

const (
	StatusOpen      Status = "open"
	StatusShipped   Status = "shipped"
	StatusCancelled Status = "cancelled"
)

type Order struct {
	ID         int64      `json:"id"`
	CustomerID int64      `json:"customer_id"`
	Status     Status     `json:"status"`
	TotalCents int64      `json:"total_cents"`
	CreatedAt  time.Time  `json:"created_at"`
	DueAt      time.Time  `json:"due_at"`
	PaidAt     *time.Time `json:"paid_at,omitempty"`
}
