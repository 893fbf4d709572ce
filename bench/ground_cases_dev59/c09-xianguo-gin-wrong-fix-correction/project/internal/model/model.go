package model

import "time"

// Sku 商品规格。库存统一按“克”存，前台按 Unit 展示和售卖
type Sku struct {
	ID         uint   `gorm:"primaryKey"`
	Name       string `gorm:"size:64;comment:商品名，如 烟台红富士"`
	Unit       string `gorm:"size:8;comment:售卖单位：斤/公斤/两/份"`
	PriceFen   int    `gorm:"comment:每个售卖单位的价格（分）"`
	StockGram  int    `gorm:"comment:库存（克）"`
	LockedGram int    `gorm:"comment:已被未支付订单锁定的库存（克）"`
}

// StockLock 下单时锁库存，支付后扣减，超时未支付释放
type StockLock struct {
	ID       uint `gorm:"primaryKey"`
	OrderID  uint `gorm:"index"`
	SkuID    uint `gorm:"index"`
	Gram     int
	ExpireAt time.Time `gorm:"comment:锁定过期时间（下单后 15 分钟）"`
	Released bool
}

type Order struct {
	ID        uint `gorm:"primaryKey"`
	OpenID    string
	SkuID     uint
	Qty       float64 `gorm:"comment:购买数量，按 SKU 的售卖单位"`
	Gram      int     `gorm:"comment:折算成克"`
	AmountFen int
	Status    string `gorm:"size:16;comment:UNPAID/PAID/CANCELLED"`
	CreatedAt time.Time
}
