package ratelimit

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/redis/go-redis/v9"
)

func newTestLimiter(t *testing.T, limit int) *Limiter {
	t.Helper()
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	return New(rdb, "rl:test:", limit, time.Minute)
}

func TestAllowUpToLimit(t *testing.T) {
	l := newTestLimiter(t, 2)
	ctx := context.Background()
	for i := 0; i < 2; i++ {
		res, err := l.Allow(ctx, "a")
		if err != nil || !res.Allowed {
			t.Fatalf("request %d: allowed=%v err=%v", i, res.Allowed, err)
		}
	}
	res, _ := l.Allow(ctx, "a")
	if res.Allowed {
		t.Fatal("third request should be limited")
	}
}

func TestKeysAreIndependent(t *testing.T) {
	l := newTestLimiter(t, 1)
	ctx := context.Background()
	if res, _ := l.Allow(ctx, "a"); !res.Allowed {
		t.Fatal("a should pass")
	}
	if res, _ := l.Allow(ctx, "b"); !res.Allowed {
		t.Fatal("b should pass")
	}
}

func TestClientIPIgnoresPort(t *testing.T) {
	a := httptest.NewRequest(http.MethodPost, "/v1/sms", nil)
	a.RemoteAddr = "10.0.3.7:51234"
	b := httptest.NewRequest(http.MethodPost, "/v1/sms", nil)
	b.RemoteAddr = "10.0.3.7:51299"
	if ByClient(a) != ByClient(b) {
		t.Fatalf("same host, different ports: %q vs %q", ByClient(a), ByClient(b))
	}
	b.Header.Set("X-Real-IP", "203.0.113.9")
	if got := ByClient(b); got != "ip:203.0.113.9" {
		t.Fatalf("X-Real-IP not used: %q", got)
	}
}

func TestWindowOutlivesShortGaps(t *testing.T) {
	l := newTestLimiter(t, 1)
	ctx := context.Background()
	base := time.Now()
	l.now = func() time.Time { return base }
	l.Allow(ctx, "a")
	l.now = func() time.Time { return base.Add(5 * time.Second) }
	if res, _ := l.Allow(ctx, "a"); res.Allowed {
		t.Fatal("second request 5s later should still be limited by a 1m window")
	}
}

func TestMiddlewareReturns429(t *testing.T) {
	l := newTestLimiter(t, 1)
	h := Middleware(l, ByClient, slog.New(slog.NewTextHandler(io.Discard, nil)))(
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusOK) }))
	for i, want := range []int{http.StatusOK, http.StatusTooManyRequests} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodPost, "/v1/sms", nil)
		h.ServeHTTP(rec, req)
		if rec.Code != want {
			t.Fatalf("request %d: got %d, want %d", i, rec.Code, want)
		}
	}
}
