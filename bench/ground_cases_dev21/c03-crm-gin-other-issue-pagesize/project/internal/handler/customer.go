package handler

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"git.qianyun.local/crm/crm-api/internal/repo"
)

type CustomerHandler struct {
	repo *repo.CustomerRepo
}

func NewCustomerHandler(r *repo.CustomerRepo) *CustomerHandler {
	return &CustomerHandler{repo: r}
}

// ListCustomers GET /api/v1/customers?page=1&page_size=20&owner_id=3
func (h *CustomerHandler) ListCustomers(c *gin.Context) {
	page, _ := strconv.Atoi(c.DefaultQuery("page", "1"))
	pageSize, _ := strconv.Atoi(c.DefaultQuery("page_size", "20"))
	if page < 1 {
		page = 1
	}
	if pageSize < 1 {
		pageSize = 20
	}
	ownerID, _ := strconv.ParseInt(c.Query("owner_id"), 10, 64)

	list, total, err := h.repo.ListCustomers(c.Request.Context(), ownerID, (page-1)*pageSize, pageSize)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"code": 500, "msg": "查询失败"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"code": 0, "data": gin.H{"list": list, "total": total, "page": page}})
}

// GetCustomer GET /api/v1/customers/:id
func (h *CustomerHandler) GetCustomer(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"code": 400, "msg": "id 不合法"})
		return
	}
	cust, err := h.repo.GetCustomer(c.Request.Context(), id)
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"code": 404, "msg": "客户不存在"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"code": 0, "data": cust})
}
