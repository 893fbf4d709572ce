package server

import (
	"net"
	"net/http"
	"strings"

	"go.uber.org/zap"

	"git.example.com/platform/edge-gateway/internal/ratelimit"
)

// RateLimit rejects requests over the per-client limit with 429.
func RateLimit(l *ratelimit.Limiter, log *zap.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			key := clientKey(r)
			if !l.Allow(key) {
				log.Debug("rate limited", zap.String("key", key), zap.String("path", r.URL.Path))
				w.Header().Set("Retry-After", "1")
				http.Error(w, "too many requests", http.StatusTooManyRequests)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

// clientKey prefers the API key, then the first X-Forwarded-For hop, then the peer address.
func clientKey(r *http.Request) string {
	if k := r.Header.Get("X-Api-Key"); k != "" {
		return "key:" + k
	}
	if xff := r.Header.Get("X-Forwarded-For"); xff != "" {
		return "ip:" + strings.TrimSpace(strings.Split(xff, ",")[0])
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return "ip:" + r.RemoteAddr
	}
	return "ip:" + host
}
