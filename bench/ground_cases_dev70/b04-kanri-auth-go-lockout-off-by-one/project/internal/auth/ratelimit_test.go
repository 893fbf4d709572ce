package auth

import (
	"net/http/httptest"
	"testing"
	"time"
)

func TestRateLimiterBlocksAfterLimit(t *testing.T) {
	l := NewRateLimiter(3, time.Minute)
	r := httptest.NewRequest("POST", "/login", nil)
	for i := 0; i < 3; i++ {
		if !l.Allow(r) {
			t.Fatalf("attempt %d should be allowed", i+1)
		}
	}
	if l.Allow(r) {
		t.Fatal("4th attempt should be blocked")
	}
}

func TestRateLimiterResetsAfterWindow(t *testing.T) {
	now := time.Date(2025, 11, 1, 10, 0, 0, 0, time.UTC)
	l := NewRateLimiter(1, time.Minute)
	l.now = func() time.Time { return now }
	r := httptest.NewRequest("POST", "/login", nil)
	l.Allow(r)
	now = now.Add(61 * time.Second)
	if !l.Allow(r) {
		t.Fatal("new window should allow")
	}
}
