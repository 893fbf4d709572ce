package ratelimit

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) add(d time.Duration)     { c.t = c.t.Add(d) }
func newFake() *fakeClock                    { return &fakeClock{t: time.Unix(1700000000, 0)} }

func TestAllowRate(t *testing.T) {
	c := newFake()
	l := New(2, 0)
	l.now = c.now
	if !l.Allow("a") || !l.Allow("a") {
		t.Fatal("first two requests should pass")
	}
	if l.Allow("a") {
		t.Fatal("third request should be limited")
	}
	c.add(500 * time.Millisecond)
	if !l.Allow("a") {
		t.Fatal("one token should be back after 500ms")
	}
}

func TestKeysAreIndependent(t *testing.T) {
	c := newFake()
	l := New(1, 0)
	l.now = c.now
	if !l.Allow("a") || !l.Allow("b") {
		t.Fatal("different keys must not share a bucket")
	}
}

func TestAllowBurst(t *testing.T) {
	c := newFake()
	l := New(1, 5)
	l.now = c.now
	for i := 0; i < 5; i++ {
		if !l.Allow("a") {
			t.Fatalf("request %d: allowed=false, want true", i+1)
		}
	}
	if l.Allow("a") {
		t.Fatal("6th request should be limited")
	}
}
