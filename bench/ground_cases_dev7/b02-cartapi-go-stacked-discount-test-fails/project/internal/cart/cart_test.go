package cart

import (
	"testing"

	"github.com/hoshino-ec/cartapi/internal/pricing"
)

func TestCartTotal_NoCoupon(t *testing.T) {
	c := Cart{Items: []Item{{SKU: "TEA-01", UnitPrice: 500, Quantity: 2}}}
	if got := c.Total(); got != 1100 {
		t.Errorf("Total() = %d, want 1100", got)
	}
}

func TestCartTotal_TwoCoupons(t *testing.T) {
	c := Cart{
		Items: []Item{{SKU: "TEA-01", UnitPrice: 500, Quantity: 2}},
		Discounts: []pricing.Discount{
			{Code: "WELCOME10", Kind: pricing.Percent, Value: 10},
			{Code: "MEMBER10", Kind: pricing.Percent, Value: 10},
		},
	}
	if got := c.Total(); got != 891 {
		t.Errorf("Total() = %d, want 891", got)
	}
}
