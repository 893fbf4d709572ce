package ratelimit

import (
	"testing"
	"time"
)

func TestAllowWithinLimit(t *testing.T) {
	t.Parallel()
	base := time.Date(2025, 1, 1, 9, 0, 0, 0, time.UTC)
	l := New(2, time.Minute)
	l.now = func() time.Time { return base }
	if !l.Allow("a") || !l.Allow("a") {
		t.Fatal("first two should pass")
	}
	if l.Allow("a") {
		t.Fatal("third should be limited")
	}
}

func TestWindowSlides(t *testing.T) {
	t.Parallel()
	cur := time.Date(2025, 1, 1, 9, 0, 0, 0, time.UTC)
	l := New(1, time.Minute)
	l.now = func() time.Time { return cur }
	l.Allow("b")
	cur = cur.Add(61 * time.Second)
	if !l.Allow("b") {
		t.Fatal("window should have slid")
	}
}
