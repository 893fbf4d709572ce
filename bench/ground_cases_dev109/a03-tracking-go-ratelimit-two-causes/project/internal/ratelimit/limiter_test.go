package ratelimit

import (
	"net/http/httptest"
	"testing"
	"time"
)

func fixedClock(t *time.Time) func() time.Time {
	return func() time.Time { return *t }
}

func TestBurstThenDeny(t *testing.T) {
	now := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	l := New(60, 3)
	l.now = fixedClock(&now)
	for i := 0; i < 3; i++ {
		if !l.Allow("a") {
			t.Fatalf("request %d denied inside burst", i)
		}
	}
	if l.Allow("a") {
		t.Fatal("4th request allowed")
	}
	now = now.Add(time.Second)
	if !l.Allow("a") {
		t.Fatal("no refill after one second at 60/min")
	}
}

func TestKeyForUsesFirstForwardedHop(t *testing.T) {
	r := httptest.NewRequest("GET", "/", nil)
	r.Header.Set("X-Forwarded-For", "203.0.113.7, 10.0.0.2")
	if got := keyFor(r); got != "203.0.113.7" {
		t.Fatalf("got %q", got)
	}
}
