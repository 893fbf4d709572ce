package main

import (
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"

	"github.com/hexin-tech/edge-gw/internal/config"
	"github.com/hexin-tech/edge-gw/internal/ratelimit"
)

func main() {
	cfg := config.FromEnv()
	up, err := url.Parse(cfg.Upstream)
	if err != nil {
		log.Fatalf("bad upstream %q: %v", cfg.Upstream, err)
	}
	proxy := httputil.NewSingleHostReverseProxy(up)
	lim := ratelimit.New(cfg.RateLimit, cfg.RateBurst)

	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("X-Client-Id")
		if key == "" {
			key = r.RemoteAddr
		}
		if !lim.Allow(key) {
			http.Error(w, "too many requests", http.StatusTooManyRequests)
			return
		}
		proxy.ServeHTTP(w, r)
	})
	srv := &http.Server{Addr: cfg.ListenAddr, Handler: h, ReadTimeout: cfg.ReadTimeout, WriteTimeout: cfg.WriteTimeout}
	log.Printf("listening on %s -> %s", cfg.ListenAddr, cfg.Upstream)
	log.Fatal(srv.ListenAndServe())
}
