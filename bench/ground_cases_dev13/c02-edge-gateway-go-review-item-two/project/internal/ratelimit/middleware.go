package ratelimit

import (
	"net"
	"net/http"
	"strconv"
)

// trustedProxies may set X-Real-IP (our nginx runs inside the VPC).
var trustedProxies = mustCIDR("10.0.0.0/8")

// Middleware rejects requests over the limit with 429 and a Retry-After header.
func Middleware(l *Limiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := clientKey(r)
		b := l.Get(key)
		if !b.Allow(l.now()) {
			wait := b.RetryAfter(l.now())
			secs := int(wait.Seconds())
			if wait > 0 && secs == 0 {
				secs = 1
			}
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			http.Error(w, "too many requests", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// clientKey identifies the caller: the API key when there is one, else the address.
func clientKey(r *http.Request) string {
	if k := r.Header.Get("X-Api-Key"); k != "" {
		return "key:" + k
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if ip := net.ParseIP(host); ip != nil && trustedProxies.Contains(ip) {
		if real := net.ParseIP(r.Header.Get("X-Real-IP")); real != nil {
			return "ip:" + real.String()
		}
	}
	return "ip:" + host
}

func mustCIDR(s string) *net.IPNet {
	_, n, err := net.ParseCIDR(s)
	if err != nil {
		panic(err)
	}
	return n
}
