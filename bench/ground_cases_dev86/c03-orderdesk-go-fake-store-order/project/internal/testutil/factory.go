package testutil

import (
	"time"

	"github.com/google/uuid"

	"github.com/lanhu/orderdesk/internal/order"
)

var T0 = time.Date(2024, 5, 1, 9, 0, 0, 0, time.UTC)

// NewOrder builds a valid order; age shifts CreatedAt forward from T0.
func NewOrder(customerID string, age time.Duration) order.Order {
	return order.Order{
		ID:         uuid.NewString(),
		CustomerID: customerID,
		Status:     order.StatusNew,
		TotalCents: 4990,
		CreatedAt:  T0.Add(age),
	}
}

func IDs(orders []order.Order) []string {
	ids := make([]string, len(orders))
	for i, o := range orders {
		ids[i] = o.ID
	}
	return ids
}
