package handler

import (
	"errors"
	"net/http"
	"strconv"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"git.example.com/mall/order-svc/internal/model"
	"git.example.com/mall/order-svc/internal/repo"
	"git.example.com/mall/order-svc/internal/service"
)

type OrderHandler struct {
	svc *service.OrderService
}

func NewOrderHandler(svc *service.OrderService) *OrderHandler {
	return &OrderHandler{svc: svc}
}

func (h *OrderHandler) Register(g *gin.RouterGroup) {
	g.POST("/orders", h.Create)
}

type createItem struct {
	SkuID    int64 `json:"sku_id" binding:"required"`
	Quantity int32 `json:"quantity" binding:"required,min=1,max=99"`
}

type CreateOrderReq struct {
	Items    []createItem `json:"items" binding:"required,min=1,max=50,dive"`
	CouponID *int64       `json:"coupon_id"`
	Remark   string       `json:"remark"`
}

const maxRemarkLen = 200

func fail(c *gin.Context, status int, msg string) {
	c.JSON(status, gin.H{"code": status, "msg": msg})
}

// userID 网关鉴权后把用户 id 放在 X-User-Id 头里
func userID(c *gin.Context) (int64, bool) {
	id, err := strconv.ParseInt(c.GetHeader("X-User-Id"), 10, 64)
	return id, err == nil && id > 0
}

func (h *OrderHandler) Create(c *gin.Context) {
	uid, ok := userID(c)
	if !ok {
		fail(c, http.StatusUnauthorized, "未登录")
		return
	}
	var req CreateOrderReq
	if err := c.ShouldBindJSON(&req); err != nil {
		fail(c, http.StatusBadRequest, "参数错误: "+err.Error())
		return
	}
	if utf8.RuneCountInString(req.Remark) > maxRemarkLen {
		fail(c, http.StatusBadRequest, "备注最多200个字")
		return
	}
	items := make([]model.OrderItem, 0, len(req.Items))
	for _, it := range req.Items {
		items = append(items, model.OrderItem{SkuID: it.SkuID, Quantity: it.Quantity})
	}
	order, err := h.svc.CreateOrder(c.Request.Context(), service.CreateOrderInput{
		UserID:   uid,
		Items:    items,
		CouponID: req.CouponID,
		Remark:   req.Remark,
	})
	switch {
	case err == nil:
		c.JSON(http.StatusOK, gin.H{"code": 0, "data": order})
	case errors.Is(err, service.ErrCouponExpired), errors.Is(err, service.ErrCouponUsed),
		errors.Is(err, service.ErrCouponMinSpend), errors.Is(err, service.ErrCouponOwner),
		errors.Is(err, repo.ErrCouponNotFound), errors.Is(err, service.ErrEmptyItems):
		fail(c, http.StatusUnprocessableEntity, err.Error())
	default:
		c.Error(err) //nolint:errcheck
		fail(c, http.StatusInternalServerError, "下单失败，请稍后重试")
	}
}
