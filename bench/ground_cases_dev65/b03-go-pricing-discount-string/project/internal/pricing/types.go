package pricing

// QuoteRequest is what we POST to pricing-service /quotes.
type QuoteRequest struct {
	CartID   string     `json:"cart_id"`
	Currency string     `json:"currency"`
	Lines    []LineItem `json:"lines"`
	Coupon   string     `json:"coupon,omitempty"`
}

type LineItem struct {
	SKU      string `json:"sku"`
	Quantity int    `json:"quantity"`
}

// Quote is pricing-service's answer. Field names follow the pricing team's
// OpenAPI file (api/pricing.yaml), which was last synced in June.
type Quote struct {
	QuoteID   string `json:"quote_id"`
	Currency  string `json:"currency"`
	Items     []Item `json:"items"`
	Shipping  int64  `json:"shipping"`
	ExpiresAt string `json:"expires_at"`
}

type Item struct {
	SKU            string  `json:"sku"`
	Quantity       int     `json:"quantity"`
	UnitPriceMinor int64   `json:"unit_price_minor"` // renamed from unit_price on 2025-11-10
	Discount       float64 `json:"discount"`
	TaxRate        float64 `json:"tax_rate"`
}
