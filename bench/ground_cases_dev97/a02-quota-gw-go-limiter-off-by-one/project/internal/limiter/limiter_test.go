package limiter

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (f *fakeClock) now() time.Time          { return f.t }
func (f *fakeClock) advance(d time.Duration) { f.t = f.t.Add(d) }

func TestWindowSlides(t *testing.T) {
	c := &fakeClock{t: time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)}
	l := New(2, time.Minute, c.now)
	for i := 0; i < 5; i++ {
		l.Allow("k")
	}
	if l.Allow("k") {
		t.Fatal("expected to be limited inside the window")
	}
	c.advance(61 * time.Second)
	if !l.Allow("k") {
		t.Fatal("expected a fresh window after a minute")
	}
}

func TestKeysAreIndependent(t *testing.T) {
	c := &fakeClock{t: time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)}
	l := New(1, time.Minute, c.now)
	l.Allow("a")
	l.Allow("a")
	if !l.Allow("b") {
		t.Fatal("key b should not be limited by key a")
	}
}

func BenchmarkAllow(b *testing.B) {
	l := New(1000, time.Minute, nil)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		l.Allow("bench")
	}
}
