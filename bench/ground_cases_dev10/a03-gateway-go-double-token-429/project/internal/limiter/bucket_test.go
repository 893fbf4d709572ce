package limiter

import (
	"testing"
	"time"
)

func fakeClock(start time.Time) (func() time.Time, func(time.Duration)) {
	now := start
	return func() time.Time { return now }, func(d time.Duration) { now = now.Add(d) }
}

func TestBurstThenDeny(t *testing.T) {
	l := New(60, 3)
	clock, _ := fakeClock(time.Unix(1_700_000_000, 0))
	l.now = clock
	for i := 0; i < 3; i++ {
		if ok, _ := l.Allow("a"); !ok {
			t.Fatalf("request %d denied within burst", i+1)
		}
	}
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("fourth request allowed, want denied")
	}
}

func TestRefill(t *testing.T) {
	l := New(60, 1)
	clock, advance := fakeClock(time.Unix(1_700_000_000, 0))
	l.now = clock
	l.Allow("a")
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("allowed before refill")
	}
	advance(time.Second)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("denied after one second at 60/min")
	}
}

func TestKeysAreIndependent(t *testing.T) {
	l := New(60, 1)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("a denied")
	}
	if ok, _ := l.Allow("b"); !ok {
		t.Fatal("b denied after a used its token")
	}
}

func TestPeekDoesNotConsume(t *testing.T) {
	l := New(60, 2)
	if got := l.Peek("a"); got != 2 {
		t.Fatalf("Peek = %d, want 2", got)
	}
	if _, left := l.Allow("a"); left != 1 {
		t.Fatalf("remaining after Allow = %d, want 1", left)
	}
}
