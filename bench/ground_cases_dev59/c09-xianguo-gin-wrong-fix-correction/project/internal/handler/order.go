package handler

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"xianguo/shop/internal/model"
	"xianguo/shop/internal/service"
	"xianguo/shop/internal/unit"
)

type OrderHandler struct {
	db    *gorm.DB
	stock *service.StockService
}

func NewOrderHandler(db *gorm.DB, stock *service.StockService) *OrderHandler {
	return &OrderHandler{db: db, stock: stock}
}

type createReq struct {
	OpenID string  `json:"openid" binding:"required"`
	SkuID  uint    `json:"skuId" binding:"required"`
	Qty    float64 `json:"qty" binding:"required"`
}

// Create 小程序下单
func (h *OrderHandler) Create(c *gin.Context) {
	var req createReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"code": 400, "msg": "参数错误"})
		return
	}
	var sku model.Sku
	if err := h.db.First(&sku, req.SkuID).Error; err != nil {
		c.JSON(http.StatusOK, gin.H{"code": 404, "msg": "商品已下架"})
		return
	}
	if req.Qty < unit.MinQty(sku.Unit) {
		c.JSON(http.StatusOK, gin.H{"code": 400, "msg": "低于起售量"})
		return
	}
	gram, err := unit.ToGram(req.Qty, sku.Unit)
	if err != nil {
		c.JSON(http.StatusOK, gin.H{"code": 400, "msg": err.Error()})
		return
	}
	order := model.Order{OpenID: req.OpenID, SkuID: sku.ID, Qty: req.Qty, Gram: gram,
		AmountFen: int(req.Qty * float64(sku.PriceFen)), Status: "UNPAID"}
	err = h.db.Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&order).Error; err != nil {
			return err
		}
		return h.stock.Lock(tx, &sku, order.ID, gram)
	})
	if errors.Is(err, service.ErrNotEnough) {
		left := h.stock.Available(&sku)
		msg := "今天的" + sku.Name + "已经卖完啦，明天早上 8 点补货"
		if left > 0 {
			msg = "库存不足，" + sku.Name + "当前仅剩 " + unit.KgText(left) + "，可以少买一点哦"
		}
		c.JSON(http.StatusOK, gin.H{"code": 409, "msg": msg})
		return
	}
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"code": 500, "msg": "下单失败，请稍后再试"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"code": 0, "data": order})
}

// Pay 支付回调里调用（这里简化为直接标记已支付）
func (h *OrderHandler) Pay(c *gin.Context) {
	var order model.Order
	if err := h.db.First(&order, c.Param("id")).Error; err != nil {
		c.JSON(http.StatusOK, gin.H{"code": 404, "msg": "订单不存在"})
		return
	}
	err := h.db.Transaction(func(tx *gorm.DB) error {
		if err := tx.Model(&order).Update("status", "PAID").Error; err != nil {
			return err
		}
		return h.stock.Deduct(tx, order.SkuID, order.ID, order.Gram)
	})
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"code": 500, "msg": "支付处理失败"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"code": 0})
}
