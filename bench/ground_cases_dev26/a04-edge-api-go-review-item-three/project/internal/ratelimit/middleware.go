package ratelimit

import (
	"net"
	"net/http"
	"strconv"
	"strings"
)

// Middleware rejects requests over the limit with 429.
func Middleware(l *Limiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("X-Api-Key")
		if key == "" {
			key = lastHop(r.Header.Get("X-Forwarded-For"))
		}
		if key == "" {
			key, _, _ = net.SplitHostPort(r.RemoteAddr)
		}
		if !l.Allow(key) {
			w.Header().Set("Retry-After", "1")
			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
			return
		}
		w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(l.Remaining(key)))
		next.ServeHTTP(w, r)
	})
}

// lastHop is the address our single ALB appended to X-Forwarded-For;
// earlier entries are whatever the client sent and can't be trusted.
func lastHop(xff string) string {
	if xff == "" {
		return ""
	}
	parts := strings.Split(xff, ",")
	return strings.TrimSpace(parts[len(parts)-1])
}

// AdminReset lets ops lift a block: POST /admin/ratelimit/reset?key=...
func AdminReset(l *Limiter) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		key := r.URL.Query().Get("key")
		if key == "" {
			http.Error(w, "missing key", http.StatusBadRequest)
			return
		}
		l.Reset(key)
		w.WriteHeader(http.StatusNoContent)
	}
}
