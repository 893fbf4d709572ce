package ratelimit

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (f *fakeClock) Now() time.Time          { return f.t }
func (f *fakeClock) Advance(d time.Duration) { f.t = f.t.Add(d) }

func newClock() *fakeClock {
	return &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
}

func TestBucketStartsFull(t *testing.T) {
	b := NewWithClock(10, 10, newClock())
	if got := b.Tokens(); got != 10 {
		t.Fatalf("got %d tokens, want 10", got)
	}
}

func TestBucketRejectsWhenEmpty(t *testing.T) {
	b := NewWithClock(1, 2, newClock())
	if !b.Allow() || !b.Allow() {
		t.Fatal("first two calls should pass")
	}
	if b.Allow() {
		t.Fatal("third call should be rejected")
	}
}

func TestBucketRefillsAfterWindow(t *testing.T) {
	clk := newClock()
	b := NewWithClock(10, 10, clk)
	for i := 0; i < 10; i++ {
		b.Allow()
	}
	clk.Advance(500 * time.Millisecond)
	if got := b.Tokens(); got != 5 {
		t.Fatalf("after 500ms: got %d tokens, want 5", got)
	}
	clk.Advance(10 * time.Second)
	if got := b.Tokens(); got != 10 {
		t.Fatalf("after 10s: got %d tokens, want burst 10", got)
	}
}
