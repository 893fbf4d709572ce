package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/kaito-dev/notifyd/internal/api"
	"github.com/kaito-dev/notifyd/internal/config"
	"github.com/kaito-dev/notifyd/internal/ratelimit"
)

func main() {
	cfg, err := config.Load(os.Getenv("NOTIFYD_CONFIG"))
	if err != nil {
		log.Fatalf("config: %v", err)
	}

	limiter := ratelimit.New(cfg.RateLimit.PerSecond, cfg.RateLimit.Burst, 10*time.Minute)
	stop := make(chan struct{})
	ratelimit.StartSweeper(limiter, time.Minute, stop)
	defer close(stop)

	mux := http.NewServeMux()
	api.Register(mux, cfg)

	addr := ":" + cfg.Port
	srv := &http.Server{
		Addr:              addr,
		Handler:           ratelimit.Middleware(limiter, mux),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("notifyd listening on %s", addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}
