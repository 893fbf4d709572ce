package order

import "time"

// Status of an order as the warehouse sees it.
type Status string

const (
	StatusDraft     Status = "draft"
	StatusPaid      Status = "paid"
	StatusPicking   Status = "picking"
	StatusShipped   Status = "shipped"
	StatusCancelled Status = "cancelled"
)

// Item is one order line. A line can be cancelled on its own (out of stock)
// while the rest of the order goes on.
type Item struct {
	SKU        string `json:"sku"`
	Name       string `json:"name"`
	Qty        int    `json:"qty"`
	PriceCents int64  `json:"price_cents"`
	Cancelled  bool   `json:"cancelled"`
}

// Order as loaded from the orders table with its lines.
type Order struct {
	ID        string
	Customer  string
	Status    Status
	Items     []Item
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Store is what the handlers need from the database layer.
type Store interface {
	ListOrders(status Status, limit, offset int) ([]Order, error)
	GetOrder(id string) (Order, error)
}
