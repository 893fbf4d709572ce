package main

import (
	"testing"
	"time"
)

func TestLimiterBurstThenRefill(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	l := NewLimiter(2, 3)
	l.now = func() time.Time { return now }
	for i := 0; i < 3; i++ {
		if !l.Allow("10.0.0.1") {
			t.Fatalf("request %d should pass", i)
		}
	}
	if l.Allow("10.0.0.1") {
		t.Fatal("4th request should be limited")
	}
	now = now.Add(500 * time.Millisecond)
	if !l.Allow("10.0.0.1") {
		t.Fatal("one token should be back after 500ms at 2 rps")
	}
}

func TestLimiterKeysAreSeparate(t *testing.T) {
	l := NewLimiter(1, 1)
	if !l.Allow("10.0.0.1") || !l.Allow("10.0.0.2") {
		t.Fatal("each client starts with a full bucket")
	}
	if l.Allow("10.0.0.1") {
		t.Fatal("10.0.0.1 used its only token")
	}
}
