package dedup

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func newTestStore(ttl time.Duration) (*Store, *fakeClock) {
	c := &fakeClock{t: time.Date(2025, 10, 1, 9, 0, 0, 0, time.UTC)}
	s := NewStore(ttl)
	s.now = c.now
	return s, c
}

func TestStore_MarkThenSeen(t *testing.T) {
	s := NewStore(time.Minute)
	if s.Seen("u1:welcome") {
		t.Fatal("fresh store reports a key as seen")
	}
	s.Mark("u1:welcome")
	if !s.Seen("u1:welcome") {
		t.Fatal("marked key not seen")
	}
}

func TestStore_MarkIfNew(t *testing.T) {
	s := NewStore(time.Minute)
	if !s.MarkIfNew("k") {
		t.Fatal("first MarkIfNew = false")
	}
	if s.MarkIfNew("k") {
		t.Fatal("second MarkIfNew = true")
	}
}

func TestStore_ExpiredKeyCanBeSentAgain(t *testing.T) {
	s, clock := newTestStore(10 * time.Minute)
	s.Mark("u1:welcome")
	clock.advance(10 * time.Minute)
	if !s.MarkIfNew("u1:welcome") {
		t.Fatal("key still blocked after ttl")
	}
}

func TestStore_ResetAllowsResend(t *testing.T) {
	s, _ := newTestStore(10 * time.Minute)
	s.Mark("u1:welcome")
	s.Reset()
	if s.Seen("u1:welcome") {
		t.Fatal("key seen after Reset")
	}
	s.Mark("u1:welcome")
	if !s.Seen("u1:welcome") {
		t.Fatal("key not seen after marking again")
	}
}
