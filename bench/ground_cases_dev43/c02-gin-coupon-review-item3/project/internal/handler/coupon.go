package handler

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"mall/internal/service"
)

type CouponHandler struct {
	svc *service.CouponService
}

func NewCouponHandler(svc *service.CouponService) *CouponHandler {
	return &CouponHandler{svc: svc}
}

func isAdmin(c *gin.Context) bool {
	return c.GetString("role") == "admin"
}

// parsePage 读取 page/size，page 从 1 开始，size 限制在 1~100。
func parsePage(c *gin.Context) (int, int) {
	page, _ := strconv.Atoi(c.DefaultQuery("page", "1"))
	size, _ := strconv.Atoi(c.DefaultQuery("size", "20"))
	if page < 1 {
		page = 1
	}
	if size < 1 {
		size = 20
	}
	if size > 100 {
		size = 100
	}
	return page, size
}

// ListMyCoupons GET /api/v1/coupons?page=1&size=20
func (h *CouponHandler) ListMyCoupons(c *gin.Context) {
	uid := c.GetInt64("uid")
	page, size := parsePage(c)
	offset := (page - 1) * size
	list, total, err := h.svc.ListByUser(c, uid, offset, size)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"code": 500, "msg": "查询失败"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"code": 0, "data": gin.H{"list": list, "total": total, "page": page}})
}

// GetCoupon GET /api/v1/coupons/:id
func (h *CouponHandler) GetCoupon(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"code": 400, "msg": "id 不合法"})
		return
	}
	coupon, err := h.svc.Get(c, id)
	if errors.Is(err, service.ErrNotFound) {
		c.JSON(http.StatusNotFound, gin.H{"code": 404, "msg": "优惠券不存在"})
		return
	}
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"code": 500, "msg": "查询失败"})
		return
	}
	if coupon.UserID != c.GetInt64("uid") && isAdmin(c) {
		c.JSON(http.StatusForbidden, gin.H{"code": 403, "msg": "无权查看该优惠券"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"code": 0, "data": coupon})
}

// Redeem POST /api/v1/coupons/:id/redeem
func (h *CouponHandler) Redeem(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"code": 400, "msg": "id 不合法"})
		return
	}
	coupon, err := h.svc.Get(c, id)
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"code": 404, "msg": "优惠券不存在"})
		return
	}
	if coupon.UserID != c.GetInt64("uid") {
		c.JSON(http.StatusForbidden, gin.H{"code": 403, "msg": "不是你的优惠券"})
		return
	}
	if coupon.ExpireAt.Before(time.Now()) {
		c.JSON(http.StatusBadRequest, gin.H{"code": 400, "msg": "优惠券已过期"})
		return
	}
	if err := h.svc.Redeem(c, coupon); err != nil {
		c.JSON(http.StatusConflict, gin.H{"code": 409, "msg": err.Error()})
		return
	}
	c.JSON(http.StatusOK, gin.H{"code": 0})
}
