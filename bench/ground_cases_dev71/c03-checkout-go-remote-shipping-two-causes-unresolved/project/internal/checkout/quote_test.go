package checkout

import (
	"testing"

	"github.com/lvye-shop/checkout/internal/coupon"
)

func TestBuildQuoteNoCoupon(t *testing.T) {
	q := BuildQuote([]Item{{SKU: "A", Price: 4000, Qty: 1, WeightGrams: 300}}, "浙江", nil)
	if q.ShippingFee != 800 || q.Total != 4800 {
		t.Fatalf("unexpected quote %+v", q)
	}
}

func TestBuildQuoteCouponApplied(t *testing.T) {
	c := coupon.Coupon{Code: "NEW30", Threshold: 10000, Amount: 3000}
	q := BuildQuote([]Item{{SKU: "A", Price: 15000, Qty: 1, WeightGrams: 300}}, "浙江", &c)
	if q.Discount != 3000 {
		t.Fatalf("discount %d", q.Discount)
	}
	if q.ShippingFee != 0 {
		t.Fatalf("fee %d, want free shipping", q.ShippingFee)
	}
}
