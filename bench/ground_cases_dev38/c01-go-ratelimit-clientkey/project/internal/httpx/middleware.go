package httpx

import (
	"log/slog"
	"net/http"
	"strconv"

	"github.com/zhaolei/gateway-lite/internal/limiter"
)

// RateLimit rejects requests over the per-client limit with 429.
func RateLimit(l *limiter.Limiter, log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			key := clientKey(r)
			if !l.Allow(key) {
				log.Debug("rate limited", "client", key, "path", r.URL.Path)
				w.Header().Set("Retry-After", strconv.Itoa(1))
				http.Error(w, "too many requests", http.StatusTooManyRequests)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

// clientKey identifies the caller for rate limiting.
func clientKey(r *http.Request) string {
	if tok := r.Header.Get("X-Api-Key"); tok != "" {
		return "key:" + tok
	}
	key := r.RemoteAddr
	return "ip:" + key
}

// RequestID copies or creates the X-Request-Id header.
func RequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if id == "" {
			id = newID()
			r.Header.Set("X-Request-Id", id)
		}
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, r)
	})
}
