package ratelimit

import (
	"net/http"
	"strconv"
	"time"

	"github.com/kaito-dev/notifyd/internal/metrics"
)

// Middleware rejects requests over the per-client limit with 429.
func Middleware(l *Limiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/healthz" {
			next.ServeHTTP(w, r)
			return
		}
		key := r.RemoteAddr
		if !l.Allow(key) {
			metrics.RateLimited.Inc()
			w.Header().Set("Retry-After", strconv.Itoa(retryAfter(l)))
			http.Error(w, "too many requests", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func retryAfter(l *Limiter) int {
	secs := int(time.Second.Seconds() / l.rate)
	if secs < 1 {
		return 1
	}
	return secs
}

// StartSweeper runs l.Sweep every interval until stop is closed.
func StartSweeper(l *Limiter, interval time.Duration, stop <-chan struct{}) {
	t := time.NewTicker(interval)
	go func() {
		defer t.Stop()
		for {
			select {
			case <-t.C:
				l.Sweep()
			case <-stop:
				return
			}
		}
	}()
}
