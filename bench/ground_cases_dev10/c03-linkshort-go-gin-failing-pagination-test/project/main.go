package main

import (
	"log"
	"os"

	"github.com/gin-gonic/gin"

	"github.com/chenhao/linkshort/internal/handler"
	"github.com/chenhao/linkshort/internal/store"
)

func main() {
	addr := os.Getenv("LINKSHORT_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	baseURL := os.Getenv("LINKSHORT_BASE_URL")
	if baseURL == "" {
		baseURL = "http://localhost:8080"
	}

	h := handler.New(store.NewMemory(), baseURL)

	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	r.GET("/healthz", func(c *gin.Context) { c.String(200, "ok") })

	api := r.Group("/api")
	api.POST("/links", h.Create)
	api.GET("/links", h.List)
	api.GET("/links/:code", h.Stats)
	api.DELETE("/links/:code", h.Delete)

	r.GET("/:code", h.Resolve)

	log.Printf("linkshort listening on %s", addr)
	if err := r.Run(addr); err != nil {
		log.Fatal(err)
	}
}
