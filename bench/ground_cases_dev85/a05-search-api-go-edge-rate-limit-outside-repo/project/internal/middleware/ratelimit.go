package middleware

import (
	"encoding/json"
	"math"
	"net/http"
	"strconv"
	"sync"
	"time"
)

type bucket struct {
	start time.Time
	count int
}

type limiter struct {
	mu      sync.Mutex
	limit   int
	window  time.Duration
	buckets map[string]*bucket
	now     func() time.Time
}

// RateLimit allows `limit` requests per `window` per API key (fixed window, per instance).
func RateLimit(limit int, window time.Duration) func(http.Handler) http.Handler {
	l := &limiter{limit: limit, window: window, buckets: map[string]*bucket{}, now: time.Now}
	return l.middleware
}

func (l *limiter) allow(key string) (bool, int, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets[key]
	if !ok || now.Sub(b.start) >= l.window {
		l.buckets[key] = &bucket{start: now, count: 1}
		return true, l.limit - 1, 0
	}
	if b.count >= l.limit {
		return false, 0, l.window - now.Sub(b.start)
	}
	b.count++
	return true, l.limit - b.count, 0
}

// retryAfterSeconds rounds up to whole seconds (Retry-After has no fractions) and never says 0.
func retryAfterSeconds(wait time.Duration) int {
	s := int(math.Ceil(wait.Seconds()))
	if s < 1 {
		return 1
	}
	return s
}

func (l *limiter) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("X-Api-Key")
		if key == "" {
			key = r.RemoteAddr
		}
		ok, remaining, wait := l.allow(key)
		w.Header().Set("X-RateLimit-Limit", strconv.Itoa(l.limit))
		w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(remaining))
		if !ok {
			w.Header().Set("Retry-After", strconv.Itoa(retryAfterSeconds(wait)))
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusTooManyRequests)
			_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]string{
				"code": "rate_limited", "message": "too many requests, see Retry-After",
			}})
			return
		}
		next.ServeHTTP(w, r)
	})
}
