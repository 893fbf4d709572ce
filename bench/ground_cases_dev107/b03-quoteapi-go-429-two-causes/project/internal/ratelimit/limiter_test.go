package ratelimit

import (
	"testing"
	"time"
)

func fixedClock(t *time.Time) func() time.Time { return func() time.Time { return *t } }

func TestAllowWithinLimit(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	l := New(Plans{"pro": {Limit: 60, Window: time.Minute}})
	l.now = fixedClock(&now)
	for i := 0; i < 60; i++ {
		if !l.Allow("1.2.3.4", "pro") {
			t.Fatalf("request %d rejected", i+1)
		}
	}
	if l.Allow("1.2.3.4", "pro") {
		t.Fatal("61st request allowed")
	}
}

func TestRefillAfterWait(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	l := New(Plans{"pro": {Limit: 60, Window: time.Minute}})
	l.now = fixedClock(&now)
	for i := 0; i < 60; i++ {
		l.Allow("k", "pro")
	}
	now = now.Add(10 * time.Second)
	for i := 0; i < 10; i++ {
		if !l.Allow("k", "pro") {
			t.Fatalf("refilled request %d rejected", i+1)
		}
	}
}
