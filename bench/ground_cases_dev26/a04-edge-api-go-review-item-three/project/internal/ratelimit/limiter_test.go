package ratelimit

import (
	"testing"
	"time"
)

func TestAllowCapsAtBurst(t *testing.T) {
	now := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	l := New(5, 3)
	l.now = func() time.Time { return now }

	for i := 0; i < 3; i++ {
		if !l.Allow("k") {
			t.Fatalf("request %d should pass", i)
		}
	}
	if l.Allow("k") {
		t.Fatal("4th request should be limited")
	}

	// idle for an hour: refill must stop at burst (3), not 18000
	now = now.Add(time.Hour)
	passed := 0
	for i := 0; i < 10; i++ {
		if l.Allow("k") {
			passed++
		}
	}
	if passed != 3 {
		t.Fatalf("after idle got %d requests through, want 3", passed)
	}
}
