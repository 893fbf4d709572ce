package main

import (
	"log"
	"net/http"
	"time"

	"github.com/quarry-labs/search-api/internal/config"
	"github.com/quarry-labs/search-api/internal/httpapi"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           httpapi.NewRouter(cfg),
		ReadHeaderTimeout: 5 * time.Second,
		WriteTimeout:      15 * time.Second,
	}
	log.Printf("search-api on %s (rate limit %d/min per key)", cfg.Addr, cfg.RateLimitPerMin)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}
