package limiter

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func newTestLimiter(rate, burst float64) (*Limiter, *fakeClock) {
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(Config{Rate: rate, Burst: burst})
	l.now = clock.now
	return l, clock
}

func TestBurstThenDeny(t *testing.T) {
	l, _ := newTestLimiter(1, 3)
	for i := 0; i < 3; i++ {
		if ok, _, _ := l.Allow("k"); !ok {
			t.Fatalf("request %d denied inside burst", i)
		}
	}
	if ok, wait, _ := l.Allow("k"); ok || wait <= 0 {
		t.Fatalf("4th request: ok=%v wait=%v, want denied with a wait", ok, wait)
	}
}

func TestRefillAfterWait(t *testing.T) {
	l, clock := newTestLimiter(2, 1)
	l.Allow("k")
	clock.advance(500 * time.Millisecond)
	if ok, _, _ := l.Allow("k"); !ok {
		t.Fatal("want a token after 1/rate seconds")
	}
}

func TestKeysAreIndependent(t *testing.T) {
	l, _ := newTestLimiter(1, 1)
	l.Allow("a")
	if ok, _, _ := l.Allow("b"); !ok {
		t.Fatal("key b should have its own bucket")
	}
}
