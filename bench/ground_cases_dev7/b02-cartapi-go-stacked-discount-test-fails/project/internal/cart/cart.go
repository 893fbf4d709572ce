package cart

import "github.com/hoshino-ec/cartapi/internal/pricing"

type Item struct {
	SKU       string `json:"sku"`
	UnitPrice int    `json:"unit_price"`
	Quantity  int    `json:"quantity"`
}

type Cart struct {
	ID        string             `json:"id"`
	Items     []Item             `json:"items"`
	Discounts []pricing.Discount `json:"discounts"`
}

func (c *Cart) Subtotal() int {
	sum := 0
	for _, it := range c.Items {
		sum += it.UnitPrice * it.Quantity
	}
	return sum
}

// Total is the amount the customer pays: discounts first, then tax.
func (c *Cart) Total() int {
	discounted := pricing.ApplyDiscounts(c.Subtotal(), c.Discounts)
	return pricing.WithTax(discounted, pricing.StandardRate)
}
