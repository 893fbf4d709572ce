package limiter

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }

func newClock() *fakeClock { return &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)} }

func drain(b *Bucket) int {
	n := 0
	for b.Allow() {
		n++
	}
	return n
}

func TestBucketStartsFull(t *testing.T) {
	b := NewBucket(5, 0, newClock())
	if got := drain(b); got != 5 {
		t.Fatalf("allowed %d, want 5", got)
	}
}

func TestBucketStartsWithBurst(t *testing.T) {
	b := NewBucket(5, 12, newClock())
	if got := drain(b); got != 12 {
		t.Fatalf("allowed %d, want 12", got)
	}
}

func TestBucketRefills(t *testing.T) {
	c := newClock()
	b := NewBucket(5, 0, c)
	drain(b)
	c.Advance(400 * time.Millisecond)
	if got := drain(b); got != 2 {
		t.Fatalf("allowed %d after 400ms, want 2", got)
	}
}

func TestBucketRefillsToBurst(t *testing.T) {
	c := newClock()
	b := NewBucket(10, 20, c)
	drain(b)
	c.Advance(5 * time.Second)
	if got := drain(b); got != 20 {
		t.Fatalf("after idle: allowed %d, want 20", got)
	}
}

func TestRetryAfter(t *testing.T) {
	c := newClock()
	b := NewBucket(4, 0, c)
	drain(b)
	if got := b.RetryAfter(); got != 250*time.Millisecond {
		t.Fatalf("retry after %v, want 250ms", got)
	}
}
