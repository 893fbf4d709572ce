// Package httpx holds the gateway's HTTP middleware.
package httpx

import (
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/halvorsen-labs/gateway/internal/limiter"
)

// ClientKey identifies the caller: the API key when present, otherwise the client IP.
func ClientKey(r *http.Request) string {
	if key := r.Header.Get("X-Api-Key"); key != "" {
		return "key:" + key
	}
	if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
		first, _, _ := strings.Cut(fwd, ",")
		return "ip:" + strings.TrimSpace(first)
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	return "ip:" + host
}

// RateLimit rejects requests over the caller's quota with 429.
func RateLimit(lim *limiter.Limiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := ClientKey(r)
		ok, _ := lim.Allow(key)
		if !ok {
			retry := lim.RetryAfter(key)
			w.Header().Set("Retry-After", strconv.Itoa(int(retry.Seconds())+1))
			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}
