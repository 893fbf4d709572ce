package ratelimit

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }

func newTestLimiter(rate float64, burst int) (*Limiter, *fakeClock) {
	c := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(rate, burst, time.Minute)
	l.now = c.Now
	return l, c
}

func TestAllowBurstThenReject(t *testing.T) {
	l, _ := newTestLimiter(10, 3)
	for i := 0; i < 3; i++ {
		if !l.Allow("a") {
			t.Fatalf("request %d rejected within burst", i)
		}
	}
	if l.Allow("a") {
		t.Fatal("4th request allowed, want rejected")
	}
}

func TestRefill(t *testing.T) {
	l, c := newTestLimiter(10, 1)
	l.Allow("a")
	c.Advance(100 * time.Millisecond)
	if !l.Allow("a") {
		t.Fatal("token not refilled after 100ms at 10/s")
	}
}

func TestKeysAreIndependent(t *testing.T) {
	l, _ := newTestLimiter(1, 1)
	if !l.Allow("a") || !l.Allow("b") {
		t.Fatal("separate keys should have separate buckets")
	}
}
