package cart

import (
	"errors"

	"github.com/minato-shop/checkout/internal/shipping"
)

type Item struct {
	SKU      string `json:"sku"`
	Price    int    `json:"price"`
	Quantity int    `json:"quantity"`
}

type Request struct {
	Items      []Item `json:"items"`
	Prefecture string `json:"prefecture"`
	CouponOff  int    `json:"coupon_off"`
}

type Result struct {
	Subtotal int `json:"subtotal"`
	Discount int `json:"discount"`
	Shipping int `json:"shipping"`
	Total    int `json:"total"`
}

var ErrEmptyCart = errors.New("cart is empty")

func Compute(req Request) (Result, error) {
	if len(req.Items) == 0 {
		return Result{}, ErrEmptyCart
	}
	subtotal := 0
	for _, it := range req.Items {
		subtotal += it.Price * it.Quantity
	}
	discount := min(req.CouponOff, subtotal)
	fee := shipping.Fee(req.Prefecture, subtotal)
	return Result{
		Subtotal: subtotal,
		Discount: discount,
		Shipping: fee,
		Total:    subtotal - discount + fee,
	}, nil
}
