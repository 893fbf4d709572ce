package main

import (
	"net/http"
	"time"

	"github.com/chen/gateway/internal/ratelimit"
)

func main() {
	b := ratelimit.NewBucket(50, 100*time.Millisecond, 100)
	http.ListenAndServe(":8000", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !b.Allow() {
			w.WriteHeader(http.StatusTooManyRequests)
		}
	}))
}
