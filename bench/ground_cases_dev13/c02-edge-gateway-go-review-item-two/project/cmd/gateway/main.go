package main

import (
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"time"

	"github.com/kuaidi-tech/edge-gateway/internal/ratelimit"
)

func main() {
	upstream, err := url.Parse(getenv("UPSTREAM_URL", "http://127.0.0.1:9000"))
	if err != nil {
		log.Fatalf("bad UPSTREAM_URL: %v", err)
	}
	proxy := httputil.NewSingleHostReverseProxy(upstream)

	limiter := ratelimit.New(20, 5)
	stop := make(chan struct{})
	limiter.StartSweeper(time.Minute, stop)
	defer close(stop)

	srv := &http.Server{
		Addr:              getenv("LISTEN_ADDR", ":8080"),
		Handler:           ratelimit.Middleware(limiter, proxy),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("edge-gateway listening on %s -> %s", srv.Addr, upstream)
	log.Fatal(srv.ListenAndServe())
}

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
