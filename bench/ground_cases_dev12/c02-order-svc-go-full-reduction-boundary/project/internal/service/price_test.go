package service

import (
	"testing"
	"time"

	"git.example.com/mall/order-svc/internal/model"
)

var testRules = []model.FullReductionRule{
	{Threshold: 10000, Reduce: 1000},
	{Threshold: 30000, Reduce: 5000},
}

func TestSumItems(t *testing.T) {
	items := []model.OrderItem{{SkuID: 1, Quantity: 2, UnitPrice: 2500}, {SkuID: 2, Quantity: 1, UnitPrice: 999}}
	if got := SumItems(items); got != 5999 {
		t.Fatalf("SumItems = %d, want 5999", got)
	}
}

func TestCalcPriceFullReduction(t *testing.T) {
	items := []model.OrderItem{{SkuID: 1, Quantity: 3, UnitPrice: 5000}}
	res, err := CalcPrice(items, testRules, nil, 1, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if res.FullReduction != 1000 || res.PayAmount != 14000 {
		t.Fatalf("got %+v", res)
	}
}

func TestCalcPriceHighestTier(t *testing.T) {
	items := []model.OrderItem{{SkuID: 1, Quantity: 7, UnitPrice: 5000}}
	res, _ := CalcPrice(items, testRules, nil, 1, time.Now())
	if res.FullReduction != 5000 {
		t.Fatalf("FullReduction = %d, want 5000", res.FullReduction)
	}
}

func TestCouponExpired(t *testing.T) {
	now := time.Date(2025, 9, 1, 12, 0, 0, 0, time.Local)
	c := &model.Coupon{ID: 9, UserID: 1, Amount: 500, ExpireAt: now.Add(-time.Hour)}
	items := []model.OrderItem{{SkuID: 1, Quantity: 1, UnitPrice: 5000}}
	if _, err := CalcPrice(items, nil, c, 1, now); err != ErrCouponExpired {
		t.Fatalf("err = %v, want ErrCouponExpired", err)
	}
}

func TestCouponMinSpend(t *testing.T) {
	now := time.Now()
	c := &model.Coupon{ID: 9, UserID: 1, Amount: 500, MinSpend: 6000, ExpireAt: now.Add(time.Hour)}
	items := []model.OrderItem{{SkuID: 1, Quantity: 1, UnitPrice: 5000}}
	if _, err := CalcPrice(items, nil, c, 1, now); err != ErrCouponMinSpend {
		t.Fatalf("err = %v, want ErrCouponMinSpend", err)
	}
}
