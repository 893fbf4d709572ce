package ratelimit

import (
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func newTestLimiter(rate float64, burst int, ttl time.Duration) (*Limiter, *fakeClock) {
	clk := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(rate, burst, ttl)
	l.now = clk.Now
	return l, clk
}

func TestAllowBurstThenLimit(t *testing.T) {
	l, _ := newTestLimiter(1, 3, time.Minute)
	defer l.Stop()
	for i := 0; i < 3; i++ {
		if ok, _ := l.Allow("a"); !ok {
			t.Fatalf("request %d: want allowed", i)
		}
	}
	ok, wait := l.Allow("a")
	if ok {
		t.Fatal("4th request: want limited")
	}
	if wait != time.Second {
		t.Fatalf("wait = %v, want 1s", wait)
	}
}

func TestRefill(t *testing.T) {
	l, clk := newTestLimiter(2, 1, time.Minute)
	defer l.Stop()
	l.Allow("a")
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("want limited")
	}
	clk.Advance(500 * time.Millisecond)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("want allowed after refill")
	}
}

func TestRefillCappedAtBurst(t *testing.T) {
	l, clk := newTestLimiter(20, 2, time.Hour)
	defer l.Stop()
	l.Allow("a")
	clk.Advance(10 * time.Minute)
	for i := 0; i < 2; i++ {
		if ok, _ := l.Allow("a"); !ok {
			t.Fatalf("request %d: want allowed", i)
		}
	}
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("3rd request after idle: want limited, bucket must not exceed burst")
	}
}

func TestClientKeyIgnoresPort(t *testing.T) {
	a := httptest.NewRequest("GET", "/api/orders", nil)
	a.RemoteAddr = "203.0.113.7:51234"
	b := httptest.NewRequest("GET", "/api/orders", nil)
	b.RemoteAddr = "203.0.113.7:51299"
	if ClientKey(a) != ClientKey(b) {
		t.Fatalf("keys differ: %q vs %q", ClientKey(a), ClientKey(b))
	}
}

func TestEvict(t *testing.T) {
	l, clk := newTestLimiter(1, 1, time.Minute)
	defer l.Stop()
	l.Allow("a")
	clk.Advance(30 * time.Second)
	l.evict()
	if n := l.Len(); n != 0 {
		t.Fatalf("Len() = %d after evict, want 0", n)
	}
}
