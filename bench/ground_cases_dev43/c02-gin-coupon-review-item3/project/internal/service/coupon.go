package service

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"mall/internal/model"
)

var ErrNotFound = errors.New("not found")

const couponCacheTTL = 10 * time.Minute

type CouponService struct {
	db  *gorm.DB
	rdb *redis.Client
}

func NewCouponService(db *gorm.DB, rdb *redis.Client) *CouponService {
	return &CouponService{db: db, rdb: rdb}
}

func cacheKey(id int64) string {
	return fmt.Sprintf("coupon:%d", id)
}

func (s *CouponService) Get(ctx context.Context, id int64) (*model.Coupon, error) {
	// 故意忽略 Redis 错误：缓存不可用时降级直接查 DB，不影响下单主流程。
	if raw, _ := s.rdb.Get(ctx, cacheKey(id)).Result(); raw != "" {
		var c model.Coupon
		if json.Unmarshal([]byte(raw), &c) == nil {
			return &c, nil
		}
	}
	var c model.Coupon
	if err := s.db.WithContext(ctx).First(&c, id).Error; err != nil {
		if errors.Is(err, gorm.ErrRecordNotFound) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	if b, err := json.Marshal(c); err == nil {
		s.rdb.Set(ctx, cacheKey(id), b, couponCacheTTL)
	}
	return &c, nil
}

func (s *CouponService) ListByUser(ctx context.Context, uid int64, offset, limit int) ([]model.Coupon, int64, error) {
	var list []model.Coupon
	var total int64
	q := s.db.WithContext(ctx).Model(&model.Coupon{}).Where("user_id = ?", uid)
	if err := q.Count(&total).Error; err != nil {
		return nil, 0, err
	}
	err := q.Order("id DESC").Offset(offset).Limit(limit).Find(&list).Error
	return list, total, err
}

func (s *CouponService) Redeem(ctx context.Context, c *model.Coupon) error {
	res := s.db.WithContext(ctx).Model(&model.Coupon{}).
		Where("id = ? AND status = ?", c.ID, model.CouponUnused).
		Update("status", model.CouponUsed)
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return errors.New("优惠券已使用")
	}
	s.rdb.Del(ctx, cacheKey(c.ID))
	return nil
}
