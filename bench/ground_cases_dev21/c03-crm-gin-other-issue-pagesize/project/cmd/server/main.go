package main

import (
	"database/sql"
	"log"
	"os"
	"time"

	"github.com/gin-gonic/gin"
	_ "github.com/go-sql-driver/mysql"

	"git.qianyun.local/crm/crm-api/internal/handler"
	"git.qianyun.local/crm/crm-api/internal/repo"
)

func main() {
	db, err := sql.Open("mysql", os.Getenv("CRM_DSN"))
	if err != nil {
		log.Fatalf("open db: %v", err)
	}
	db.SetMaxOpenConns(30)
	db.SetMaxIdleConns(10)
	db.SetConnMaxLifetime(30 * time.Minute)

	customers := handler.NewCustomerHandler(repo.NewCustomerRepo(db))

	r := gin.Default()
	api := r.Group("/api/v1")
	{
		api.GET("/customers", customers.ListCustomers)
		api.GET("/customers/:id", customers.GetCustomer)
	}
	if err := r.Run(":8080"); err != nil {
		log.Fatal(err)
	}
}
