package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"

	"github.com/kestrel-labs/quotad/internal/ratelimit"
)

// Quota rejects requests over the caller's quota with 429.
func Quota(l *ratelimit.Limiter, logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			key := r.Header.Get("X-Api-Key")
			if key == "" {
				http.Error(w, "missing api key", http.StatusUnauthorized)
				return
			}
			ok, resetIn := l.Allow(key)
			if !ok {
				w.Header().Set("Retry-After", strconv.Itoa(int(resetIn.Seconds())))
				logger.Info("quota exceeded", "key", redact(key), "retry_after", resetIn.String())
				http.Error(w, "quota exceeded", http.StatusTooManyRequests)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

func redact(key string) string {
	if len(key) <= 6 {
		return "***"
	}
	return key[:6] + "***"
}
