package limiter

import (
	"math"
	"net/http"
	"strconv"
	"strings"
)

// KeyFunc extracts the caller's API key from a request ("" when there is none).
type KeyFunc func(*http.Request) string

// BearerOrHeader takes the key from "Authorization: Bearer <key>", falling back to
// the X-Quota-Key header that the old SDKs send.
func BearerOrHeader(r *http.Request) string {
	if auth := r.Header.Get("Authorization"); strings.HasPrefix(auth, "Bearer ") {
		return strings.TrimSpace(strings.TrimPrefix(auth, "Bearer "))
	}
	return strings.TrimSpace(r.Header.Get("X-Quota-Key"))
}

// Middleware rejects requests over the key's quota with 429 and a Retry-After header.
func (l *Limiter) Middleware(key KeyFunc, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		k := key(r)
		if k == "" {
			http.Error(w, "missing API key", http.StatusUnauthorized)
			return
		}
		ok, wait, remaining := l.Allow(k)
		w.Header().Set("X-RateLimit-Limit", strconv.Itoa(int(l.cfg.Burst)))
		w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(remaining))
		if !ok {
			secs := int(math.Ceil(wait.Seconds()))
			if secs < 1 {
				secs = 1
			}
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}
