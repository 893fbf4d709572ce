package api

import (
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Limiter is a per-client token bucket: Burst requests at once, refilled at Rate tokens per second.
type Limiter struct {
	Rate  int
	Burst int
	// TrustProxy makes the limiter key on the first X-Forwarded-For address. Only set it
	// when every request comes through our own proxy, which overwrites that header.
	TrustProxy bool

	mu      sync.Mutex
	buckets map[string]*bucket
	now     func() time.Time
}

type bucket struct {
	tokens int
	last   time.Time
}

func NewLimiter(rate, burst int) *Limiter {
	return &Limiter{Rate: rate, Burst: burst, buckets: make(map[string]*bucket), now: time.Now}
}

func (l *Limiter) clientIP(r *http.Request) string {
	if l.TrustProxy {
		if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
			return strings.TrimSpace(strings.Split(fwd, ",")[0])
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// Allow takes one token from key's bucket, refilling it first. When the bucket is
// empty it reports how long until the next token.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.Burst, last: now}
		l.buckets[key] = b
	}
	elapsed := now.Sub(b.last)
	b.tokens += int(elapsed.Seconds()) * l.Rate
	if b.tokens > l.Burst {
		b.tokens = l.Burst
	}
	b.last = now
	if b.tokens > 0 {
		b.tokens--
		return true, 0
	}
	return false, time.Second / time.Duration(l.Rate)
}

func (l *Limiter) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ok, wait := l.Allow(l.clientIP(r))
		if !ok {
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
			writeError(w, http.StatusTooManyRequests, "rate limit exceeded")
			return
		}
		next.ServeHTTP(w, r)
	})
}
