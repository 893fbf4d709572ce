package model

import "time"

type OrderStatus int8

const (
	StatusPending OrderStatus = iota
	StatusPaid
	StatusShipped
	StatusDone
	StatusCancelled
)

// Order 金额单位统一是分
type Order struct {
	ID          int64       `json:"id"`
	OrderNo     string      `json:"order_no"`
	UserID      int64       `json:"user_id"`
	TotalAmount int64       `json:"total_amount"`
	Discount    int64       `json:"discount"`
	PayAmount   int64       `json:"pay_amount"`
	CouponID    *int64      `json:"coupon_id,omitempty"`
	Status      OrderStatus `json:"status"`
	Remark      string      `json:"remark"`
	CreatedAt   time.Time   `json:"created_at"`
}

type OrderItem struct {
	SkuID     int64 `json:"sku_id"`
	Quantity  int32 `json:"quantity"`
	UnitPrice int64 `json:"unit_price"`
}

type Coupon struct {
	ID       int64
	UserID   int64
	Amount   int64
	MinSpend int64
	ExpireAt time.Time
	Used     bool
}

// FullReductionRule 满减规则，例如满 100 减 10：Threshold=10000, Reduce=1000
type FullReductionRule struct {
	Threshold int64
	Reduce    int64
}
