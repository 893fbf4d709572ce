package ratelimit

import (
	"testing"
	"time"
)

func fixedClock(t time.Time) func() time.Time { return func() time.Time { return t } }

func TestAllowUpToLimit(t *testing.T) {
	l := New(NewMemoryStore(time.Hour), 3, 10*time.Minute)
	l.now = fixedClock(time.Date(2025, 4, 2, 9, 0, 0, 0, time.UTC))

	for i := 0; i < 3; i++ {
		if ok, _ := l.Allow("k1"); !ok {
			t.Fatalf("request %d denied", i+1)
		}
	}
	if ok, _ := l.Allow("k1"); ok {
		t.Fatal("4th request allowed")
	}
}

func TestKeysAreIndependent(t *testing.T) {
	l := New(NewMemoryStore(time.Hour), 1, 10*time.Minute)
	l.now = fixedClock(time.Date(2025, 4, 2, 9, 0, 0, 0, time.UTC))

	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("a denied")
	}
	if ok, _ := l.Allow("b"); !ok {
		t.Fatal("b denied")
	}
}
