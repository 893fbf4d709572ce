package store

import (
	"testing"
	"time"
)

var t0 = time.Date(2025, 3, 4, 10, 0, 0, 0, time.UTC)

func TestPutReplacesPending(t *testing.T) {
	s := New(time.Hour)
	if err := s.Put("a", []byte("1"), t0); err != nil {
		t.Fatal(err)
	}
	s.Retry("a", t0.Add(time.Minute))
	if err := s.Put("a", []byte("2"), t0); err != nil {
		t.Fatal(err)
	}
	due := s.Due(t0)
	if len(due) != 1 || string(due[0].Payload) != "2" || due[0].Attempts != 0 {
		t.Fatalf("got %+v", due)
	}
}

func TestPurgeDropsExpired(t *testing.T) {
	s := New(time.Hour)
	_ = s.Put("old", nil, t0)
	_ = s.Put("new", nil, t0.Add(50*time.Minute))
	if n := s.Purge(t0.Add(90 * time.Minute)); n != 1 {
		t.Fatalf("purged %d, want 1", n)
	}
	if s.Len() != 1 {
		t.Fatalf("len %d, want 1", s.Len())
	}
}

func TestClosedRejectsPut(t *testing.T) {
	s := New(time.Hour)
	s.Close()
	if err := s.Put("a", nil, t0); err != ErrClosed {
		t.Fatalf("err = %v", err)
	}
}
