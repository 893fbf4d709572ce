package wecom

import (
	"bytes"
	"encoding/json"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

var client = &http.Client{Timeout: 5 * time.Second}

type req struct {
	Content string `json:"content" binding:"required"`
}

// Handler 转发文本消息到企业微信群机器人。
func Handler(webhook string) gin.HandlerFunc {
	return func(c *gin.Context) {
		var in req
		if err := c.ShouldBindJSON(&in); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"code": 400, "msg": err.Error()})
			return
		}
		body, _ := json.Marshal(map[string]any{"msgtype": "text", "text": map[string]string{"content": in.Content}})
		resp, err := client.Post(webhook, "application/json", bytes.NewReader(body))
		if err != nil {
			c.JSON(http.StatusBadGateway, gin.H{"code": 502, "msg": err.Error()})
			return
		}
		defer resp.Body.Close()
		c.JSON(http.StatusOK, gin.H{"code": 0})
	}
}
