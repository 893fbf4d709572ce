package httpx

import (
	"net/http"
	"strconv"
	"time"

	"github.com/ferrow/quota-gw/internal/limiter"
	"github.com/ferrow/quota-gw/internal/plans"
)

// RateLimit enforces the per-plan request rate. One limiter per plan so
// that every key on a plan shares the same limit and window.
type RateLimit struct {
	Keys     map[string]string
	limiters map[string]*limiter.Limiter
}

func NewRateLimit(keys map[string]string) *RateLimit {
	rl := &RateLimit{Keys: keys, limiters: map[string]*limiter.Limiter{}}
	for _, p := range []plans.Plan{plans.Free, plans.Pro, plans.Team} {
		rl.limiters[p.Name] = limiter.New(p.PerMinute, time.Minute, nil)
	}
	return rl
}

func (rl *RateLimit) Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("X-Api-Key")
		plan, err := plans.Lookup(key, rl.Keys)
		if err != nil {
			http.Error(w, "invalid api key", http.StatusUnauthorized)
			return
		}
		lim := rl.limiters[plan.Name]
		allowed := lim.Allow(key)
		w.Header().Set("X-RateLimit-Limit", strconv.Itoa(lim.Limit()))
		w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(lim.Remaining(key)))
		if !allowed {
			w.Header().Set("Retry-After", "60")
			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, plan.MaxBodyBytes)
		next.ServeHTTP(w, r)
	})
}
