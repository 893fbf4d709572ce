package model

import "time"

const (
	CouponUnused  = 0
	CouponUsed    = 1
	CouponExpired = 2
)

// Coupon 用户领取的优惠券。金额单位：分。
type Coupon struct {
	ID          int64     `gorm:"primaryKey" json:"id"`
	UserID      int64     `gorm:"index" json:"user_id"`
	TemplateID  int64     `json:"template_id"`
	Title       string    `json:"title"`
	AmountFen   int64     `json:"amount_fen"`
	MinSpendFen int64     `json:"min_spend_fen"`
	Status      int       `json:"status"`
	ExpireAt    time.Time `json:"expire_at"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
}

func (Coupon) TableName() string {
	return "user_coupon"
}

func (c *Coupon) Usable(now time.Time, orderFen int64) bool {
	if c.Status != CouponUnused {
		return false
	}
	if c.ExpireAt.Before(now) {
		return false
	}
	return orderFen >= c.MinSpendFen
}
