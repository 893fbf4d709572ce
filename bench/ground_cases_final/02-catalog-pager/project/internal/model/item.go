package model

import "time"

// Item is one catalog entry.
type Item struct {
	ID        int64     `json:"id"`
	SKU       string    `json:"sku"`
	Name      string    `json:"name"`
	PriceYen  int64     `json:"price_yen"`
	UpdatedAt time.Time `json:"updated_at"`
}
