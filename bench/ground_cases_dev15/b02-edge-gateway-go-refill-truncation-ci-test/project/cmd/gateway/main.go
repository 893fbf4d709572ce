package main

import (
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"

	"github.com/go-chi/chi/v5"
	chimw "github.com/go-chi/chi/v5/middleware"

	"github.com/hoshino-labs/edge-gateway/internal/config"
	"github.com/hoshino-labs/edge-gateway/internal/middleware"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	upstream, err := url.Parse(cfg.UpstreamURL)
	if err != nil {
		log.Fatalf("UPSTREAM_URL: %v", err)
	}
	proxy := httputil.NewSingleHostReverseProxy(upstream)

	r := chi.NewRouter()
	r.Use(chimw.RequestID, chimw.RealIP, chimw.Recoverer)
	r.Use(middleware.NewRateLimiter(cfg.RateLimitRPS, cfg.RateLimitBurst).Handler)
	r.Handle("/*", proxy)

	srv := &http.Server{
		Addr:         cfg.Addr,
		Handler:      r,
		ReadTimeout:  cfg.ReadTimeout,
		WriteTimeout: cfg.WriteTimeout,
	}
	log.Printf("edge-gateway listening on %s -> %s", cfg.Addr, upstream)
	log.Fatal(srv.ListenAndServe())
}
