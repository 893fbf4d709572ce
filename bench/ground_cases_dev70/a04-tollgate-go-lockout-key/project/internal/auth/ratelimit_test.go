package auth

import (
	"net/http/httptest"
	"testing"
	"time"
)

func TestLimiterAllowsUpToMax(t *testing.T) {
	l := NewLimiter(3, time.Minute)
	now := time.Unix(1700000000, 0)
	for i := 0; i < 3; i++ {
		if !l.Allow("k", now) {
			t.Fatalf("hit %d refused", i+1)
		}
	}
	if l.Allow("k", now) {
		t.Fatal("4th hit allowed")
	}
}

func TestLimitKeyIgnoresPort(t *testing.T) {
	a := httptest.NewRequest("POST", "/login", nil)
	a.RemoteAddr = "203.0.113.7:50001"
	b := httptest.NewRequest("POST", "/login", nil)
	b.RemoteAddr = "203.0.113.7:50002"
	if limitKey(a) != limitKey(b) {
		t.Fatalf("keys differ: %q vs %q", limitKey(a), limitKey(b))
	}
}

func TestLimiterWindowResets(t *testing.T) {
	l := NewLimiter(1, time.Minute)
	now := time.Unix(1700000000, 0)
	l.Allow("k", now)
	if !l.Allow("k", now.Add(time.Minute)) {
		t.Fatal("new window refused")
	}
}
