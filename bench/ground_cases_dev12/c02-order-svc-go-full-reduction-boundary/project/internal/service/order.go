package service

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"time"

	"git.example.com/mall/order-svc/internal/model"
)

var ErrEmptyItems = errors.New("订单商品不能为空")

type OrderStore interface {
	SkuPrices(ctx context.Context, skuIDs []int64) (map[int64]int64, error)
	GetCoupon(ctx context.Context, id int64) (*model.Coupon, error)
	CreateWithItems(ctx context.Context, o *model.Order, items []model.OrderItem) error
}

type RuleProvider interface {
	ActiveRules(ctx context.Context) ([]model.FullReductionRule, error)
}

type CreateOrderInput struct {
	UserID   int64
	Items    []model.OrderItem
	CouponID *int64
	Remark   string
}

type OrderService struct {
	store OrderStore
	rules RuleProvider
	now   func() time.Time
}

func NewOrderService(store OrderStore, rules RuleProvider, now func() time.Time) *OrderService {
	return &OrderService{store: store, rules: rules, now: now}
}

func (s *OrderService) CreateOrder(ctx context.Context, in CreateOrderInput) (*model.Order, error) {
	if len(in.Items) == 0 {
		return nil, ErrEmptyItems
	}
	ids := make([]int64, 0, len(in.Items))
	for _, it := range in.Items {
		ids = append(ids, it.SkuID)
	}
	prices, err := s.store.SkuPrices(ctx, ids)
	if err != nil {
		return nil, fmt.Errorf("load sku prices: %w", err)
	}
	for i := range in.Items {
		p, ok := prices[in.Items[i].SkuID]
		if !ok {
			return nil, fmt.Errorf("sku %d 不存在或已下架", in.Items[i].SkuID)
		}
		in.Items[i].UnitPrice = p
	}

	var coupon *model.Coupon
	if in.CouponID != nil {
		if coupon, err = s.store.GetCoupon(ctx, *in.CouponID); err != nil {
			return nil, err
		}
	}
	rules, err := s.rules.ActiveRules(ctx)
	if err != nil {
		return nil, fmt.Errorf("load rules: %w", err)
	}
	now := s.now()
	price, err := CalcPrice(in.Items, rules, coupon, in.UserID, now)
	if err != nil {
		return nil, err
	}

	order := &model.Order{
		OrderNo:     genOrderNo(now),
		UserID:      in.UserID,
		TotalAmount: price.Subtotal,
		Discount:    price.FullReduction + price.CouponDiscount,
		PayAmount:   price.PayAmount,
		CouponID:    in.CouponID,
		Status:      model.StatusPending,
		Remark:      in.Remark,
		CreatedAt:   now,
	}
	if err := s.store.CreateWithItems(ctx, order, in.Items); err != nil {
		return nil, err
	}
	return order, nil
}

func genOrderNo(t time.Time) string {
	return t.Format("20060102150405") + fmt.Sprintf("%06d", rand.Intn(1000000))
}
