package main

import (
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
)

var version = "dev"

func main() {
	cfg, err := LoadConfig()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	target, err := url.Parse(cfg.Upstream)
	if err != nil {
		log.Fatalf("UPSTREAM_URL: %v", err)
	}

	limiter := NewLimiter(cfg.RateRPS, cfg.Burst)
	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", healthz)
	mux.Handle("/", limiter.Middleware(proxyHandler(httputil.NewSingleHostReverseProxy(target))))

	srv := &http.Server{
		Addr:         cfg.Addr,
		Handler:      mux,
		ReadTimeout:  cfg.ReadTimeout,
		WriteTimeout: cfg.WriteTimeout,
	}
	log.Printf("gateway-lite %s listening on %s -> %s", version, cfg.Addr, cfg.Upstream)
	log.Fatal(srv.ListenAndServe())
}
