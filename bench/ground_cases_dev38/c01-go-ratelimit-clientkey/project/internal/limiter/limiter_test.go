package limiter

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }

func newTest(rate, burst int) (*Limiter, *fakeClock) {
	c := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(rate, burst)
	l.now = c.Now
	return l, c
}

func TestBurstThenReject(t *testing.T) {
	l, _ := newTest(10, 3)
	for i := 0; i < 3; i++ {
		if !l.Allow("a") {
			t.Fatalf("request %d rejected", i)
		}
	}
	if l.Allow("a") {
		t.Fatal("4th request allowed")
	}
}

func TestRefillIsContinuous(t *testing.T) {
	l, c := newTest(10, 3)
	for i := 0; i < 3; i++ {
		l.Allow("a")
	}
	c.Advance(150 * time.Millisecond)
	if !l.Allow("a") {
		t.Fatal("no refill after 150ms at 10/s")
	}
}

func TestRefillAfterOneSecond(t *testing.T) {
	l, c := newTest(10, 3)
	for i := 0; i < 3; i++ {
		l.Allow("a")
	}
	c.Advance(time.Second)
	if !l.Allow("a") {
		t.Fatal("no refill after 1s")
	}
}
