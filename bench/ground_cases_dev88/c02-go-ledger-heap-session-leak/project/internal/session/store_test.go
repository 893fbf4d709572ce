package session

import (
	"testing"
	"time"
)

func TestPutGet(t *testing.T) {
	s := NewStore(time.Minute)
	sess := s.Put(7, []string{"ledger:read"})
	got, ok := s.Get(sess.ID)
	if !ok || got.UserID != 7 {
		t.Fatalf("Get(%q) = %v, %v", sess.ID, got, ok)
	}
}

func TestExpired(t *testing.T) {
	s := NewStore(time.Millisecond)
	sess := s.Put(7, nil)
	time.Sleep(5 * time.Millisecond)
	if _, ok := s.Get(sess.ID); ok {
		t.Fatal("expired session still valid")
	}
}

func TestDelete(t *testing.T) {
	s := NewStore(time.Minute)
	sess := s.Put(1, nil)
	s.Delete(sess.ID)
	if s.Len() != 0 {
		t.Fatalf("Len = %d after Delete", s.Len())
	}
}
