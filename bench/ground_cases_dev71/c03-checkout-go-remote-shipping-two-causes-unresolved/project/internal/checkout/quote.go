package checkout

import (
	"github.com/lvye-shop/checkout/internal/coupon"
	"github.com/lvye-shop/checkout/internal/shipping"
)

type Item struct {
	SKU         string `json:"sku"`
	Price       int64  `json:"price"`
	Qty         int    `json:"qty"`
	WeightGrams int    `json:"weight_grams"`
}

type Quote struct {
	Subtotal    int64 `json:"subtotal"`
	Discount    int64 `json:"discount"`
	ShippingFee int64 `json:"shipping_fee"`
	Total       int64 `json:"total"`
}

func BuildQuote(items []Item, province string, c *coupon.Coupon) Quote {
	var subtotal int64
	weight := 0
	for _, it := range items {
		subtotal += it.Price * int64(it.Qty)
		weight += it.WeightGrams * it.Qty
	}
	var discount int64
	if c != nil {
		discount = coupon.Discount(*c, subtotal)
	}
	fee := shipping.Fee(shipping.Input{
		Province:    province,
		Subtotal:    subtotal - discount,
		WeightGrams: weight,
	})
	return Quote{
		Subtotal:    subtotal,
		Discount:    discount,
		ShippingFee: fee,
		Total:       subtotal - discount + fee,
	}
}
