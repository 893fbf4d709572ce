package main

import (
	"flag"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"

	"github.com/acme/ratelimit-gw/internal/config"
	"github.com/acme/ratelimit-gw/internal/httpx"
	"github.com/acme/ratelimit-gw/internal/limiter"
)

func main() {
	path := flag.String("config", "config.yaml", "config file")
	flag.Parse()
	cfg, err := config.Load(*path)
	if err != nil {
		log.Fatal(err)
	}
	up, err := url.Parse(cfg.Upstream)
	if err != nil {
		log.Fatalf("upstream: %v", err)
	}
	reg := limiter.NewRegistry(cfg.RateLimit.PerSecond, cfg.RateLimit.Burst, nil)
	go func() {
		for range time.Tick(time.Minute) {
			reg.Sweep(10 * time.Minute)
		}
	}()
	proxy := httputil.NewSingleHostReverseProxy(up)
	h := httpx.Logging(log.Printf, httpx.RateLimit(reg, cfg.RateLimit.KeyHeader, proxy))
	log.Printf("listening on %s -> %s", cfg.Listen, cfg.Upstream)
	log.Fatal(http.ListenAndServe(cfg.Listen, h))
}
