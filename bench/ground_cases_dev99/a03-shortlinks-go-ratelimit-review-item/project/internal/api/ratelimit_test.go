package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func fakeClock(start time.Time) (func() time.Time, func(time.Duration)) {
	now := start
	return func() time.Time { return now }, func(d time.Duration) { now = now.Add(d) }
}

func TestLimiterBurstThenDeny(t *testing.T) {
	l := NewLimiter(1, 3)
	clock, _ := fakeClock(time.Date(2025, 6, 2, 9, 0, 0, 0, time.UTC))
	l.now = clock
	for i := 0; i < 3; i++ {
		if ok, _ := l.Allow("a"); !ok {
			t.Fatalf("request %d denied inside the burst", i+1)
		}
	}
	if ok, wait := l.Allow("a"); ok || wait != time.Second {
		t.Fatalf("4th request: ok=%v wait=%v, want denied with 1s", ok, wait)
	}
}

func TestLimiterRefills(t *testing.T) {
	l := NewLimiter(1, 2)
	clock, advance := fakeClock(time.Date(2025, 6, 2, 9, 0, 0, 0, time.UTC))
	l.now = clock
	l.Allow("a")
	l.Allow("a")
	advance(2 * time.Second)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("bucket did not refill after 2s")
	}
}

func TestClientIPFromRemoteAddr(t *testing.T) {
	r := httptest.NewRequest("GET", "/api/links/x", nil)
	r.RemoteAddr = "203.0.113.7:52311"
	r.Header.Set("X-Forwarded-For", "198.51.100.1")
	if got := NewLimiter(1, 1).clientIP(r); got != "203.0.113.7" {
		t.Fatalf("untrusted: clientIP = %q", got)
	}
	trusting := NewLimiter(1, 1)
	trusting.TrustProxy = true
	if got := trusting.clientIP(r); got != "198.51.100.1" {
		t.Fatalf("trusted: clientIP = %q", got)
	}
}

func TestRetryAfterIsSeconds(t *testing.T) {
	l := NewLimiter(1, 1)
	h := l.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	r := httptest.NewRequest("POST", "/api/links/", nil)
	h.ServeHTTP(httptest.NewRecorder(), r)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") != "1" {
		t.Fatalf("got %d, Retry-After %q", rec.Code, rec.Header().Get("Retry-After"))
	}
}
