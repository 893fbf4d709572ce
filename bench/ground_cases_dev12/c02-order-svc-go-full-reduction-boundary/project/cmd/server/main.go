package main

import (
	"database/sql"
	"log"
	"os"
	"time"

	"github.com/gin-gonic/gin"
	_ "github.com/go-sql-driver/mysql"

	"git.example.com/mall/order-svc/internal/handler"
	"git.example.com/mall/order-svc/internal/repo"
	"git.example.com/mall/order-svc/internal/service"
)

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func main() {
	dsn := getenv("MYSQL_DSN", "order:order@tcp(127.0.0.1:3306)/mall?charset=utf8mb4&parseTime=true&loc=Local")
	db, err := sql.Open("mysql", dsn)
	if err != nil {
		log.Fatalf("open mysql: %v", err)
	}
	db.SetMaxOpenConns(50)
	db.SetMaxIdleConns(10)
	db.SetConnMaxLifetime(30 * time.Minute)
	if err := db.Ping(); err != nil {
		log.Fatalf("ping mysql: %v", err)
	}

	orderRepo := repo.NewOrderRepo(db)
	svc := service.NewOrderService(orderRepo, orderRepo, time.Now)
	h := handler.NewOrderHandler(svc)

	r := gin.New()
	r.Use(gin.Recovery(), gin.Logger())
	r.GET("/healthz", func(c *gin.Context) { c.String(200, "ok") })
	api := r.Group("/api/v1")
	h.Register(api)

	addr := getenv("LISTEN_ADDR", ":8082")
	log.Printf("order-svc listening on %s", addr)
	if err := r.Run(addr); err != nil {
		log.Fatal(err)
	}
}
