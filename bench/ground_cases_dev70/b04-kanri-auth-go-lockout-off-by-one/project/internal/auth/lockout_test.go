package auth

import (
	"testing"
	"time"
)

func TestLockerLocksAfterFailures(t *testing.T) {
	l := NewLocker(3, time.Minute)
	for i := 0; i < 5; i++ {
		l.Fail("a@example.jp")
	}
	if l.Check("a@example.jp") {
		t.Fatal("account should be locked")
	}
}

func TestLockerIsCaseInsensitive(t *testing.T) {
	l := NewLocker(1, time.Minute)
	l.Fail("A@Example.jp")
	l.Fail("a@example.jp ")
	if l.Check("a@example.jp") {
		t.Fatal("should be locked regardless of case")
	}
}

func TestSucceedClearsFailures(t *testing.T) {
	l := NewLocker(2, time.Minute)
	l.Fail("b@example.jp")
	l.Succeed("b@example.jp")
	if !l.Check("b@example.jp") {
		t.Fatal("should be unlocked")
	}
}
