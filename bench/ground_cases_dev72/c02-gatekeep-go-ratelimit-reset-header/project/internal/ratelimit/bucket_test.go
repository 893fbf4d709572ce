package ratelimit

import (
	"testing"
	"time"
)

func TestBucketStartsFull(t *testing.T) {
	now := time.Date(2025, 11, 3, 9, 0, 0, 0, time.UTC)
	b := newBucket(60, now)
	ok, remaining, _ := b.take(now)
	if !ok || remaining != 59 {
		t.Fatalf("got ok=%v remaining=%d, want true 59", ok, remaining)
	}
}

func TestBucketEmpties(t *testing.T) {
	now := time.Date(2025, 11, 3, 9, 0, 0, 0, time.UTC)
	b := newBucket(3, now)
	for i := 0; i < 3; i++ {
		if ok, _, _ := b.take(now); !ok {
			t.Fatalf("take %d refused", i)
		}
	}
	if ok, _, _ := b.take(now); ok {
		t.Fatal("fourth take should be refused")
	}
}

func TestBucketRefillsAfterAMinute(t *testing.T) {
	now := time.Date(2025, 11, 3, 9, 0, 0, 0, time.UTC)
	b := newBucket(2, now)
	b.take(now)
	b.take(now)
	if ok, _, _ := b.take(now.Add(time.Minute)); !ok {
		t.Fatal("bucket should be full again after a minute")
	}
}
