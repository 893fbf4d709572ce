package session

import (
	"testing"
	"time"
)

func TestTouchCreatesEntry(t *testing.T) {
	s := NewStore(time.Minute)
	e := s.Touch("s1", "u1")
	if e.UserID != "u1" {
		t.Fatalf("user = %q, want u1", e.UserID)
	}
	if _, ok := s.Get("s1"); !ok {
		t.Fatal("session s1 not live after Touch")
	}
}

func TestSweepRemovesExpired(t *testing.T) {
	s := NewStore(10 * time.Millisecond)
	s.Touch("s1", "u1")
	time.Sleep(20 * time.Millisecond)
	if n := s.Sweep(); n != 1 {
		t.Fatalf("swept %d, want 1", n)
	}
}

func TestOnlineUsersDistinct(t *testing.T) {
	s := NewStore(time.Minute)
	s.Touch("s1", "u1")
	s.Touch("s2", "u1")
	s.Touch("s3", "u2")
	got := s.OnlineUsers()
	if len(got) != 2 || got[0] != "u1" || got[1] != "u2" {
		t.Fatalf("online = %v", got)
	}
}
