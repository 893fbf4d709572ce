package model

import "time"

type Status string

const (
	StatusPending  Status = "pending"
	StatusPaid     Status = "paid"
	StatusShipped  Status = "shipped"
	StatusCanceled Status = "canceled"
)

type Order struct {
	ID         int64     `json:"id"`
	CustomerID int64     `json:"customer_id"`
	Status     Status    `json:"status"`
	AmountCent int64     `json:"amount_cent"`
	CreatedAt  time.Time `json:"created_at"`
}

type ListFilter struct {
	CustomerID int64
	Status     Status
	Page       int
	Size       int
}

func (s Status) Valid() bool {
	switch s {
	case StatusPending, StatusPaid, StatusShipped, StatusCanceled:
		return true
	}
	return false
}
