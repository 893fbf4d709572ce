package ratelimit

import (
	"testing"
	"time"

	"example.com/limitd/internal/clock"
)

func newFake() *clock.Fake {
	return &clock.Fake{T: time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC)}
}

func TestBucketAllowsFullBurst(t *testing.T) {
	b := NewBucket(5, 1, newFake())
	for i := 1; i <= 5; i++ {
		if !b.Allow() {
			t.Fatalf("request %d of 5 rejected, want allowed", i)
		}
	}
	if b.Allow() {
		t.Fatal("request 6 allowed, want rejected")
	}
}

func TestBucketRefills(t *testing.T) {
	c := newFake()
	b := NewBucket(2, 2, c)
	b.AllowN(2)
	c.Advance(500 * time.Millisecond)
	if got := b.Remaining(); got != 1 {
		t.Fatalf("Remaining() = %d after 0.5s, want 1", got)
	}
}

func TestKeyedSweep(t *testing.T) {
	c := newFake()
	k := NewKeyed(3, 1, time.Minute, c)
	k.Allow("a")
	c.Advance(2 * time.Minute)
	k.Allow("b")
	if n := k.Sweep(); n != 1 {
		t.Fatalf("Sweep() dropped %d, want 1", n)
	}
}
