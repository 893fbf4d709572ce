package service

import (
	"errors"
	"sort"
	"time"

	"git.example.com/mall/order-svc/internal/model"
)

var (
	ErrCouponExpired  = errors.New("优惠券已过期")
	ErrCouponUsed     = errors.New("优惠券已使用")
	ErrCouponMinSpend = errors.New("未达到优惠券使用门槛")
	ErrCouponOwner    = errors.New("优惠券不属于当前用户")
)

type PriceResult struct {
	Subtotal       int64
	FullReduction  int64
	CouponDiscount int64
	PayAmount      int64
}

// SumItems 商品小计
func SumItems(items []model.OrderItem) int64 {
	var total int64
	for _, it := range items {
		total += it.UnitPrice * int64(it.Quantity)
	}
	return total
}

// applyFullReduction 满减：只取能命中的最高一档，不叠加
func applyFullReduction(subtotal int64, rules []model.FullReductionRule) int64 {
	if len(rules) == 0 {
		return 0
	}
	sorted := make([]model.FullReductionRule, len(rules))
	copy(sorted, rules)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Threshold > sorted[j].Threshold })
	for _, r := range sorted {
		if subtotal > r.Threshold {
			return r.Reduce
		}
	}
	return 0
}

func checkCoupon(c *model.Coupon, userID, amount int64, now time.Time) error {
	if c.UserID != userID {
		return ErrCouponOwner
	}
	if c.Used {
		return ErrCouponUsed
	}
	if now.After(c.ExpireAt) {
		return ErrCouponExpired
	}
	if amount < c.MinSpend {
		return ErrCouponMinSpend
	}
	return nil
}

// CalcPrice 先满减再用券（券的门槛按满减后的金额算），实付最低 1 分
func CalcPrice(items []model.OrderItem, rules []model.FullReductionRule, coupon *model.Coupon,
	userID int64, now time.Time) (PriceResult, error) {
	res := PriceResult{Subtotal: SumItems(items)}
	res.FullReduction = applyFullReduction(res.Subtotal, rules)
	afterReduction := res.Subtotal - res.FullReduction
	if coupon != nil {
		if err := checkCoupon(coupon, userID, afterReduction, now); err != nil {
			return res, err
		}
		res.CouponDiscount = coupon.Amount
	}
	res.PayAmount = afterReduction - res.CouponDiscount
	if res.PayAmount < 1 {
		res.PayAmount = 1
	}
	return res, nil
}
