package ratelimit

import (
	"context"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/quotahq/gatekeep/internal/plans"
)

type planSource interface {
	PlanFor(ctx context.Context, workspaceID string) (plans.Plan, error)
}

// Limiter enforces the per-minute API rate of each workspace's plan.
type Limiter struct {
	plans planSource
	now   func() time.Time

	mu      sync.Mutex
	cache   map[string]cachedPlan
	buckets map[string]*bucket
}

// cachedPlan lets a plan change (upgrade, downgrade) reach the limiter within planTTL.
type cachedPlan struct {
	plan    plans.Plan
	fetched time.Time
}

const planTTL = time.Minute

func New(src planSource) *Limiter {
	return &Limiter{
		plans:   src,
		now:     time.Now,
		cache:   map[string]cachedPlan{},
		buckets: map[string]*bucket{},
	}
}

func (l *Limiter) planFor(ctx context.Context, workspaceID string) (plans.Plan, error) {
	now := l.now()
	l.mu.Lock()
	c, ok := l.cache[workspaceID]
	l.mu.Unlock()
	if ok && now.Sub(c.fetched) < planTTL {
		return c.plan, nil
	}
	p, err := l.plans.PlanFor(ctx, workspaceID)
	if err != nil {
		return plans.Plan{}, err
	}
	l.mu.Lock()
	l.cache[workspaceID] = cachedPlan{plan: p, fetched: now}
	l.mu.Unlock()
	return p, nil
}

func (l *Limiter) bucketFor(workspaceID string, perMinute int64) *bucket {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[workspaceID]
	if !ok {
		b = newBucket(perMinute, l.now())
		l.buckets[workspaceID] = b
	}
	b.resize(perMinute)
	return b
}

func (l *Limiter) Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		workspaceID := r.Header.Get("X-Workspace-ID")
		if workspaceID == "" {
			http.Error(w, "missing X-Workspace-ID", http.StatusUnauthorized)
			return
		}
		plan, err := l.planFor(r.Context(), workspaceID)
		if err != nil {
			http.Error(w, "unknown workspace", http.StatusUnauthorized)
			return
		}
		if plan.Unlimited() {
			next.ServeHTTP(w, r)
			return
		}
		b := l.bucketFor(workspaceID, plan.RequestsPerMin)
		ok, remaining, resetAt := b.take(l.now())
		writeLimitHeaders(w, plan.RequestsPerMin, remaining, resetAt)
		if !ok {
			w.Header().Set("Retry-After", strconv.Itoa(int(time.Until(resetAt).Seconds())+1))
			http.Error(w, "rate limit exceeded for plan "+plan.Code, http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func writeLimitHeaders(w http.ResponseWriter, limit, remaining int64, resetAt time.Time) {
	h := w.Header()
	h.Set("X-RateLimit-Limit", strconv.FormatInt(limit, 10))
	h.Set("X-RateLimit-Remaining", strconv.FormatInt(remaining, 10))
	h.Set("X-RateLimit-Reset", strconv.FormatInt(resetAt.UnixMilli(), 10))
}
