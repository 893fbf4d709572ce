package dispatch

import (
	"testing"
	"time"
)

func newTestDeduper(ttl time.Duration, clock *time.Time) *Deduper {
	return &Deduper{seen: map[string]time.Time{}, ttl: ttl, now: func() time.Time { return *clock }}
}

func TestSeenWithinTTL(t *testing.T) {
	clock := time.Date(2025, 11, 4, 9, 0, 0, 0, time.UTC)
	d := newTestDeduper(10*time.Minute, &clock)
	if d.Seen("email:u1:welcome") {
		t.Fatal("first call must not be seen")
	}
	clock = clock.Add(5 * time.Minute)
	if !d.Seen("email:u1:welcome") {
		t.Fatal("second call within ttl must be seen")
	}
}

func TestSeenAfterTTL(t *testing.T) {
	clock := time.Date(2025, 11, 4, 9, 0, 0, 0, time.UTC)
	d := newTestDeduper(10*time.Minute, &clock)
	d.Seen("push:u2:reminder")
	clock = clock.Add(11 * time.Minute)
	if d.Seen("push:u2:reminder") {
		t.Fatal("key must expire after ttl")
	}
}

func TestSweep(t *testing.T) {
	clock := time.Date(2025, 11, 4, 9, 0, 0, 0, time.UTC)
	d := newTestDeduper(time.Minute, &clock)
	d.Seen("a")
	d.Seen("b")
	clock = clock.Add(2 * time.Minute)
	if n := d.Sweep(); n != 2 {
		t.Fatalf("Sweep removed %d keys, want 2", n)
	}
	if d.Len() != 0 {
		t.Fatalf("Len = %d after sweep, want 0", d.Len())
	}
}
