package middleware

import (
	"math"
	"net"
	"net/http"
	"strconv"
	"sync"

	"github.com/hoshino-labs/edge-gateway/internal/ratelimit"
)

// RateLimiter keeps one bucket per client key.
type RateLimiter struct {
	mu         sync.Mutex
	buckets    map[string]*ratelimit.Bucket
	newB       func() *ratelimit.Bucket
	retryAfter string
}

func NewRateLimiter(rps float64, burst int) *RateLimiter {
	return &RateLimiter{
		buckets:    make(map[string]*ratelimit.Bucket),
		newB:       func() *ratelimit.Bucket { return ratelimit.New(rps, burst) },
		retryAfter: strconv.Itoa(int(math.Ceil(1 / rps))),
	}
}

func (rl *RateLimiter) bucket(key string) *ratelimit.Bucket {
	rl.mu.Lock()
	defer rl.mu.Unlock()
	b, ok := rl.buckets[key]
	if !ok {
		b = rl.newB()
		rl.buckets[key] = b
	}
	return b
}

func clientKey(r *http.Request) string {
	if key := r.Header.Get("X-Api-Key"); key != "" {
		return "key:" + key
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return "ip:" + r.RemoteAddr
	}
	return "ip:" + host
}

// Handler rejects requests over the limit with 429.
func (rl *RateLimiter) Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !rl.bucket(clientKey(r)).Allow() {
			w.Header().Set("Retry-After", rl.retryAfter)
			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}
