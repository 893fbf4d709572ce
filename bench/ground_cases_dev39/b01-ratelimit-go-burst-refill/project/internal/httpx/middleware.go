package httpx

import (
	"math"
	"net"
	"net/http"
	"strconv"

	"github.com/acme/ratelimit-gw/internal/limiter"
)

// RateLimit rejects requests over the per-key limit with 429.
func RateLimit(reg *limiter.Registry, keyHeader string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := clientKey(r, keyHeader)
		b := reg.Get(key)
		if !b.Allow() {
			wait := int(math.Ceil(b.RetryAfter().Seconds()))
			if wait < 1 {
				wait = 1
			}
			w.Header().Set("Retry-After", strconv.Itoa(wait))
			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// clientKey is the API key header if present, else the remote IP.
func clientKey(r *http.Request, keyHeader string) string {
	if k := r.Header.Get(keyHeader); k != "" {
		return "key:" + k
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	return "ip:" + host
}

// Logging writes one line per request.
func Logging(logf func(string, ...any), next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		logf("%s %s %s", r.Method, r.URL.Path, r.RemoteAddr)
		next.ServeHTTP(w, r)
	})
}
