package ratelimit

import (
	"testing"
	"time"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}

func TestAllowBurstThenDeny(t *testing.T) {
	l := New(1, 3, time.Minute)
	defer l.Close()
	for i := 0; i < 3; i++ {
		if !l.Allow("ip:10.0.0.1") {
			t.Fatalf("request %d denied inside burst", i)
		}
	}
	if l.Allow("ip:10.0.0.1") {
		t.Fatal("fourth request allowed, want denied")
	}
}

func TestKeysAreIndependent(t *testing.T) {
	l := New(1, 1, time.Minute)
	defer l.Close()
	if !l.Allow("a") || !l.Allow("b") {
		t.Fatal("first request of each key must pass")
	}
}

func TestEvictIdle(t *testing.T) {
	l := New(1, 1, time.Minute)
	defer l.Close()
	l.Allow("a")
	l.evict(time.Now().Add(2 * time.Minute))
	if n := l.Len(); n != 0 {
		t.Fatalf("Len() = %d after evict, want 0", n)
	}
}
