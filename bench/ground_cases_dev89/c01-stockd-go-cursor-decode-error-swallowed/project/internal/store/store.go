package store

import (
	"context"
	"errors"
	"time"
)

var (
	ErrNotFound      = errors.New("product not found")
	ErrNegativeStock = errors.New("stock would go negative")
)

type Product struct {
	SKU       string    `json:"sku"`
	Name      string    `json:"name"`
	Stock     int       `json:"stock"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Adjustment is one stock change, kept for the audit log.
type Adjustment struct {
	ID     string    `json:"id"`
	SKU    string    `json:"sku"`
	Delta  int       `json:"delta"`
	Reason string    `json:"reason"`
	At     time.Time `json:"at"`
}

type Store interface {
	// List returns at most limit products with SKU greater than after, ordered by SKU.
	List(ctx context.Context, after string, limit int) ([]Product, error)
	Get(ctx context.Context, sku string) (Product, error)
	Adjust(ctx context.Context, sku string, delta int, reason string) (Product, error)
}

func validDelta(current, delta int) error {
	if current+delta < 0 {
		return ErrNegativeStock
	}
	return nil
}
