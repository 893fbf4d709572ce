package service

import (
	"errors"
	"time"

	"gorm.io/gorm"

	"xianguo/shop/internal/model"
)

var ErrNotEnough = errors.New("库存不足")

type StockService struct{ db *gorm.DB }

func NewStockService(db *gorm.DB) *StockService { return &StockService{db: db} }

// Available 可售库存（克）= 库存 - 未过期且未释放的锁定
// 注意：sku.LockedGram 不会在锁过期时回退（没有释放任务），不能直接用
func (s *StockService) Available(sku *model.Sku) int {
	var locked int64
	s.db.Model(&model.StockLock{}).
		Where("sku_id = ? AND released = ? AND expire_at > ?", sku.ID, false, time.Now()).
		Select("COALESCE(SUM(gram), 0)").Scan(&locked)
	return sku.StockGram - int(locked)
}

// Lock 下单锁库存，15 分钟内未支付自动释放
func (s *StockService) Lock(tx *gorm.DB, sku *model.Sku, orderID uint, gram int) error {
	if s.Available(sku) < gram {
		return ErrNotEnough
	}
	lock := model.StockLock{OrderID: orderID, SkuID: sku.ID, Gram: gram, ExpireAt: time.Now().Add(15 * time.Minute)}
	if err := tx.Create(&lock).Error; err != nil {
		return err
	}
	return tx.Model(sku).Update("locked_gram", gorm.Expr("locked_gram + ?", gram)).Error
}

// Deduct 支付成功后真正扣库存
func (s *StockService) Deduct(tx *gorm.DB, skuID, orderID uint, gram int) error {
	if err := tx.Model(&model.StockLock{}).Where("order_id = ?", orderID).Update("released", true).Error; err != nil {
		return err
	}
	return tx.Model(&model.Sku{}).Where("id = ?", skuID).Updates(map[string]any{
		"stock_gram":  gorm.Expr("stock_gram - ?", gram),
		"locked_gram": gorm.Expr("locked_gram - ?", gram),
	}).Error
}
