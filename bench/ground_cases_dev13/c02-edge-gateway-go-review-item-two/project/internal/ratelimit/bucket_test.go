package ratelimit

import (
	"testing"
	"time"
)

var t0 = time.Date(2025, 11, 4, 9, 0, 0, 0, time.UTC)

func TestBucketBurstThenDeny(t *testing.T) {
	b := NewBucket(3, 1, t0)
	for i := 0; i < 3; i++ {
		if !b.Allow(t0) {
			t.Fatalf("request %d denied inside the burst", i)
		}
	}
	if b.Allow(t0) {
		t.Fatal("4th request allowed, want denied")
	}
}

func TestBucketRefillsOverTime(t *testing.T) {
	b := NewBucket(2, 2, t0)
	b.Allow(t0)
	b.Allow(t0)
	if !b.Allow(t0.Add(500 * time.Millisecond)) {
		t.Fatal("one token should be back after 500ms at 2/s")
	}
}

func TestRetryAfter(t *testing.T) {
	b := NewBucket(1, 0.5, t0)
	b.Allow(t0)
	if got := b.RetryAfter(t0); got != 2*time.Second {
		t.Fatalf("RetryAfter = %v, want 2s", got)
	}
}

func TestLimiterSeparatesKeys(t *testing.T) {
	l := New(1, 1)
	l.now = func() time.Time { return t0 }
	if !l.Allow("a") || !l.Allow("b") {
		t.Fatal("first request of each key must pass")
	}
	if l.Allow("a") {
		t.Fatal("second request of a must be denied")
	}
}
