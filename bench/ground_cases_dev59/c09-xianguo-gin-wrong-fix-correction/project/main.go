package main

import (
	"log"
	"os"

	"github.com/gin-gonic/gin"
	"gorm.io/driver/mysql"
	"gorm.io/gorm"

	"xianguo/shop/internal/handler"
	"xianguo/shop/internal/model"
	"xianguo/shop/internal/service"
)

func main() {
	db, err := gorm.Open(mysql.Open(os.Getenv("MYSQL_DSN")), &gorm.Config{})
	if err != nil {
		log.Fatalf("连接数据库失败: %v", err)
	}
	if err := db.AutoMigrate(&model.Sku{}, &model.Order{}, &model.StockLock{}); err != nil {
		log.Fatalf("迁移失败: %v", err)
	}

	stock := service.NewStockService(db)
	r := gin.Default()
	h := handler.NewOrderHandler(db, stock)
	r.POST("/api/orders", h.Create)
	r.POST("/api/orders/:id/pay", h.Pay)

	log.Println("鲜果小铺 API 启动 :8080")
	if err := r.Run(":8080"); err != nil {
		log.Fatal(err)
	}
}
