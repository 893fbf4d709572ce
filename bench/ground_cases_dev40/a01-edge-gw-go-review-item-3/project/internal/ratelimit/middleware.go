package ratelimit

import (
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
)

// KeyFunc extracts the identity a request is limited by.
type KeyFunc func(r *http.Request) string

// ClientKey limits by API key when the client sends one, by address otherwise.
func ClientKey(r *http.Request) string {
	if k := r.Header.Get("X-Api-Key"); k != "" {
		return "key:" + k
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr // no port (unix socket, tests)
	}
	return "ip:" + host
}

// Middleware answers 429 with a Retry-After header once a client is over its limit.
// Health checks are never limited.
func Middleware(l *Limiter, key KeyFunc, log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if strings.HasPrefix(r.URL.Path, "/healthz") {
				next.ServeHTTP(w, r)
				return
			}
			k := key(r)
			ok, wait := l.Allow(k)
			if !ok {
				w.Header().Set("Retry-After", strconv.FormatInt(wait.Milliseconds(), 10))
				log.Info("rate limited", "key", k, "path", r.URL.Path, "wait", wait)
				http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
