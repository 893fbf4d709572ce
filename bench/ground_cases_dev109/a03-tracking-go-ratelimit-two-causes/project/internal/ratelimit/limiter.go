package ratelimit

import (
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

type bucket struct {
	tokens float64
	last   time.Time
}

// Limiter is a token bucket per client key.
type Limiter struct {
	mu        sync.Mutex
	buckets   map[string]*bucket
	perMinute float64
	burst     float64
	now       func() time.Time
}

func New(perMinute, burst int) *Limiter {
	return &Limiter{buckets: map[string]*bucket{}, perMinute: float64(perMinute), burst: float64(burst), now: time.Now}
}

// keyFor identifies the client: the first X-Forwarded-For hop set by the load balancer.
func keyFor(r *http.Request) string {
	if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
		return strings.TrimSpace(strings.Split(fwd, ",")[0])
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	}
	b.tokens += now.Sub(b.last).Minutes() * l.perMinute
	if b.tokens > l.burst {
		b.tokens = l.burst
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

func (l *Limiter) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !l.Allow(keyFor(r)) {
			w.Header().Set("Retry-After", "1")
			http.Error(w, "rate limited", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// Janitor drops buckets idle for longer than maxIdle, every maxIdle.
func (l *Limiter) Janitor(maxIdle time.Duration) {
	for range time.Tick(maxIdle) {
		l.mu.Lock()
		for k, b := range l.buckets {
			if l.now().Sub(b.last) > maxIdle {
				delete(l.buckets, k)
			}
		}
		l.mu.Unlock()
	}
}
