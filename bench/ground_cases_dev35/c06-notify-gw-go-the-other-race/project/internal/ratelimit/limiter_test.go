package ratelimit

import (
	"strconv"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}

func TestAllowBurst(t *testing.T) {
	l := New(1, 3, time.Minute)
	defer l.Close()
	for i := 0; i < 3; i++ {
		if !l.Allow("a") {
			t.Fatalf("request %d should pass", i)
		}
	}
	if l.Allow("a") {
		t.Fatal("4th request should be limited")
	}
}

func TestEvict(t *testing.T) {
	l := New(1, 1, time.Minute)
	defer l.Close()
	base := time.Date(2025, 11, 24, 10, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return base }
	l.Allow("a")
	l.now = func() time.Time { return base.Add(2 * time.Minute) }
	l.evict()
	if l.Len() != 0 {
		t.Fatalf("want 0 visitors, got %d", l.Len())
	}
}

func TestLimiter_Concurrent(t *testing.T) {
	l := New(100, 100, time.Minute)
	defer l.Close()
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			l.Allow("ip-" + strconv.Itoa(i%7))
		}(i)
	}
	wg.Wait()
}
