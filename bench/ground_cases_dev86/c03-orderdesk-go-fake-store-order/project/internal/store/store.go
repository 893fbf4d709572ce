package store

import (
	"context"

	"github.com/lanhu/orderdesk/internal/order"
)

// Store is what the HTTP layer needs. PgStore is the real one; FakeStore backs
// the handler tests and must behave the same way.
type Store interface {
	Save(ctx context.Context, o order.Order) error
	Get(ctx context.Context, id string) (order.Order, error)
	// List returns a customer's orders newest first (created_at DESC).
	List(ctx context.Context, customerID string, p order.Page) ([]order.Order, error)
}
