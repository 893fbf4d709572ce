package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/acme/edge-api/internal/handlers"
	"github.com/acme/edge-api/internal/ratelimit"
)

func main() {
	limiter := ratelimit.New(5, 20)
	go func() {
		for range time.Tick(time.Minute) {
			limiter.Sweep(10 * time.Minute)
		}
	}()

	mux := http.NewServeMux()
	mux.Handle("/v1/", ratelimit.Middleware(limiter, handlers.API()))
	mux.HandleFunc("/admin/ratelimit/reset", ratelimit.AdminReset(limiter))
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })

	addr := ":" + envOr("PORT", "8080")
	log.Printf("edge-api listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
