package auth

import (
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"
)

// Limiter is a fixed-window counter per key.
type Limiter struct {
	mu     sync.Mutex
	max    int
	window time.Duration
	hits   map[string]*window
}

type window struct {
	start time.Time
	count int
}

func NewLimiter(max int, per time.Duration) *Limiter {
	return &Limiter{max: max, window: per, hits: make(map[string]*window)}
}

// Allow records a hit for key and reports whether it is within the limit.
func (l *Limiter) Allow(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	w, ok := l.hits[key]
	if !ok || now.Sub(w.start) >= l.window {
		l.hits[key] = &window{start: now, count: 1}
		return true
	}
	w.count++
	return w.count <= l.max
}

// Sweep drops windows that ended before now.
func (l *Limiter) Sweep(now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for k, w := range l.hits {
		if now.Sub(w.start) >= l.window {
			delete(l.hits, k)
		}
	}
}

// clientIP is the caller's IP without the port. Behind a proxy (TRUST_PROXY=1) it is the
// last address the proxy appended to X-Forwarded-For.
func clientIP(r *http.Request) string {
	if os.Getenv("TRUST_PROXY") == "1" {
		if xff := r.Header.Get("X-Forwarded-For"); xff != "" {
			parts := strings.Split(xff, ",")
			return strings.TrimSpace(parts[len(parts)-1])
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

func limitKey(r *http.Request) string {
	return clientIP(r)
}
