package httpx

import (
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/kestrel-labs/quotaproxy/internal/ratelimit"
)

// clientKey identifies the caller: the API key if there is one, else the IP.
func clientKey(r *http.Request) string {
	if k := r.Header.Get("X-Api-Key"); k != "" {
		return "key:" + k
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return "ip:" + r.RemoteAddr
	}
	return "ip:" + host
}

// logKey is clientKey with API keys shortened to a hash, safe for logs.
func logKey(key string) string {
	if !strings.HasPrefix(key, "key:") {
		return key
	}
	sum := sha256.Sum256([]byte(key[4:]))
	return "key:" + hex.EncodeToString(sum[:])[:8]
}

// RateLimit rejects callers over their quota with 429.
func RateLimit(l *ratelimit.Limiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := clientKey(r)
		ok, remaining := l.Allow(key)
		w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(remaining))
		if !ok {
			slog.Warn("rate limited", "client", logKey(key), "path", r.URL.Path)
			secs := int(l.RetryAfter(key).Seconds()) + 1
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}
