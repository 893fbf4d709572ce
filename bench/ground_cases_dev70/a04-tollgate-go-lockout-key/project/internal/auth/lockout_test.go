package auth

import (
	"testing"
	"time"
)

func TestLockoutAfterMaxFailures(t *testing.T) {
	l := NewLockout(3, 15*time.Minute)
	now := time.Unix(1700000000, 0)
	for i := 0; i < 3; i++ {
		l.Fail("198.51.100.4", "Ana@example.com", now)
	}
	if !l.Locked("198.51.100.4", "ana@example.com", now) {
		t.Fatal("not locked after 3 failures")
	}
	if l.Locked("198.51.100.4", "ana@example.com", now.Add(16*time.Minute)) {
		t.Fatal("still locked after the window")
	}
}

func TestLockoutResetOnSuccess(t *testing.T) {
	l := NewLockout(2, time.Minute)
	now := time.Unix(1700000000, 0)
	l.Fail("198.51.100.4", "ana@example.com", now)
	l.Reset("198.51.100.4", "ana@example.com")
	l.Fail("198.51.100.4", "ana@example.com", now)
	if l.Locked("198.51.100.4", "ana@example.com", now) {
		t.Fatal("locked after reset")
	}
}
