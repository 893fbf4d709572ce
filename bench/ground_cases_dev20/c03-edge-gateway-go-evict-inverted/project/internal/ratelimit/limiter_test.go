package ratelimit

import (
	"sync"
	"testing"
	"time"
)

func fixedClock(t *time.Time) func() time.Time {
	return func() time.Time { return *t }
}

func TestAllowBurstThenDeny(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	l := New(1, 3, time.Minute)
	l.now = fixedClock(&now)
	for i := 0; i < 3; i++ {
		if !l.Allow("a") {
			t.Fatalf("request %d denied inside burst", i)
		}
	}
	if l.Allow("a") {
		t.Fatal("4th request allowed, want denied")
	}
	now = now.Add(time.Second)
	if !l.Allow("a") {
		t.Fatal("refill after 1s did not allow a request")
	}
}

func TestKeysAreIndependent(t *testing.T) {
	l := New(1, 1, time.Minute)
	if !l.Allow("a") || !l.Allow("b") {
		t.Fatal("first request of each key must pass")
	}
}

func TestConcurrentAllow(t *testing.T) {
	l := New(100, 100, time.Minute)
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l.Allow("shared")
		}()
	}
	wg.Wait()
}
