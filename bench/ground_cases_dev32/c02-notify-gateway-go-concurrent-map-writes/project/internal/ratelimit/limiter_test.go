package ratelimit

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }

func newTestLimiter(rate float64, burst int) (*Limiter, *fakeClock) {
	clk := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(rate, burst, time.Hour)
	l.now = clk.Now
	return l, clk
}

func TestAllowBurstThenBlock(t *testing.T) {
	l, _ := newTestLimiter(0.2, 3)
	for i := 0; i < 3; i++ {
		if !l.Allow("13800000000") {
			t.Fatalf("call %d should be allowed", i)
		}
	}
	if l.Allow("13800000000") {
		t.Fatal("4th call should be blocked")
	}
}

func TestAllowRefills(t *testing.T) {
	l, clk := newTestLimiter(0.2, 1)
	l.Allow("a")
	clk.Advance(5 * time.Second)
	if !l.Allow("a") {
		t.Fatal("should refill after 5s")
	}
}

func TestCleanupDropsIdleKeys(t *testing.T) {
	l, clk := newTestLimiter(1, 1)
	l.Allow("a")
	clk.Advance(2 * time.Hour)
	l.Allow("b")
	l.Cleanup()
	if l.Len() != 1 {
		t.Fatalf("Len() = %d, want 1", l.Len())
	}
}
