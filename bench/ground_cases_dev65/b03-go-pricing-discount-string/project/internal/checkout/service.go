package checkout

import (
	"context"
	"fmt"
	"math"

	"github.com/kaede-shop/checkout-api/internal/pricing"
)

type Totals struct {
	Subtotal int64
	Discount int64
	Tax      int64
	Shipping int64
	Total    int64
}

type Service struct {
	Pricing *pricing.Client
}

func (s *Service) Totals(ctx context.Context, cartID string, lines []pricing.LineItem) (Totals, error) {
	q, err := s.Pricing.Quote(ctx, pricing.QuoteRequest{CartID: cartID, Currency: "JPY", Lines: lines})
	if err != nil {
		return Totals{}, fmt.Errorf("quote failed: %w", err)
	}
	var t Totals
	for _, it := range q.Items {
		line := it.UnitPriceMinor * int64(it.Quantity)
		disc := int64(math.Round(it.Discount))
		t.Subtotal += line
		t.Discount += disc
		t.Tax += int64(math.Floor(float64(line-disc) * it.TaxRate))
	}
	t.Shipping = q.Shipping
	t.Total = t.Subtotal - t.Discount + t.Tax + t.Shipping
	return t, nil
}
