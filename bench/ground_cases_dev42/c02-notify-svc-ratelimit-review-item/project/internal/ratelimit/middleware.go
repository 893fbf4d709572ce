package ratelimit

import (
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
)

// KeyFunc picks the bucket a request counts against.
type KeyFunc func(r *http.Request) string

// ByClient counts requests per client address.
func ByClient(r *http.Request) string {
	return "ip:" + clientIP(r)
}

// clientIP is the caller's address without the port. Behind ingress-nginx the connection
// comes from the ingress pod, so the X-Real-IP header it sets wins over RemoteAddr.
func clientIP(r *http.Request) string {
	if ip := strings.TrimSpace(r.Header.Get("X-Real-IP")); ip != "" {
		return ip
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// ByAPIKey counts requests per API key, falling back to the client address.
func ByAPIKey(r *http.Request) string {
	if k := r.Header.Get("X-Api-Key"); k != "" {
		return "key:" + k
	}
	return ByClient(r)
}

// Middleware rejects requests over the limit with 429. When Redis is down it fails closed.
func Middleware(l *Limiter, key KeyFunc, log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			res, err := l.Allow(r.Context(), key(r))
			if err != nil {
				log.Error("rate limiter unavailable", "err", err, "path", r.URL.Path)
				http.Error(w, "rate limiter unavailable", http.StatusServiceUnavailable)
				return
			}
			w.Header().Set("X-RateLimit-Limit", strconv.Itoa(l.Limit()))
			w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(res.Remaining))
			if !res.Allowed {
				w.Header().Set("Retry-After", fmt.Sprintf("%f", res.RetryAfter.Seconds()))
				http.Error(w, "too many requests", http.StatusTooManyRequests)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
