package ratelimit

import (
	"testing"
	"time"
)

func TestBucketRefillsWithinASecond(t *testing.T) {
	clock := time.Unix(1700000000, 0)
	b := NewBucket(10, 100*time.Millisecond, 1)
	b.now = func() time.Time { return clock }
	if !b.Allow() {
		t.Fatal("first call should pass")
	}
	clock = clock.Add(250 * time.Millisecond)
	if !b.Allow() {
		t.Fatalf("after 250ms a 10-per-100ms bucket should have refilled, tokens=%d", b.tokens)
	}
}
