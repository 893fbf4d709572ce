package backoff

import (
	"testing"
	"time"
)

func noJitter() Policy {
	return Policy{Base: 2 * time.Second, Max: time.Minute}
}

func TestNextFirstRetryIsBase(t *testing.T) {
	if got := noJitter().Next(1); got != 2*time.Second {
		t.Fatalf("got %v want %v", got, 2*time.Second)
	}
}

func TestNextDoubles(t *testing.T) {
	p := noJitter()
	want := []time.Duration{2 * time.Second, 4 * time.Second, 8 * time.Second, 16 * time.Second}
	for i, w := range want {
		if got := p.Next(i + 1); got != w {
			t.Fatalf("Next(%d) = %v, want %v", i+1, got, w)
		}
	}
}

func TestNextCapsAtMax(t *testing.T) {
	p := noJitter()
	for _, n := range []int{6, 7, 20, 64} {
		if got := p.Next(n); got != time.Minute {
			t.Fatalf("Next(%d) = %v, want the cap", n, got)
		}
	}
}

func TestJitterStaysInRange(t *testing.T) {
	p := Policy{Base: time.Second, Max: time.Minute, Jitter: 0.5}.WithSeed(42)
	for i := 0; i < 100; i++ {
		got := p.Next(1)
		if got < time.Second || got > 1500*time.Millisecond {
			t.Fatalf("jittered wait %v out of range", got)
		}
	}
}
