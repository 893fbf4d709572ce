package delivery

import (
	"math/rand"
	"testing"
	"time"
)

func TestNextDelay_Exponential(t *testing.T) {
	p := Policy{Base: 5 * time.Second, Max: 10 * time.Minute}
	rnd := rand.New(rand.NewSource(1))
	want := []time.Duration{5 * time.Second, 10 * time.Second, 20 * time.Second, 40 * time.Second, 80 * time.Second}
	for i, w := range want {
		if got := NextDelay(i+1, p, rnd); got != w {
			t.Fatalf("NextDelay(%d) = %v, want %v", i+1, got, w)
		}
	}
}

func TestNextDelay_CapsAtMax(t *testing.T) {
	p := Policy{Base: 2 * time.Minute, Max: time.Minute}
	rnd := rand.New(rand.NewSource(1))
	for _, attempt := range []int{1, 2, 10, 64} {
		if got := NextDelay(attempt, p, rnd); got != p.Max {
			t.Errorf("NextDelay(%d) = %v, want %v", attempt, got, p.Max)
		}
	}
}

func TestApplyJitter_StaysInRange(t *testing.T) {
	rnd := rand.New(rand.NewSource(42))
	d := 10 * time.Second
	for i := 0; i < 1000; i++ {
		got := applyJitter(d, 0.3, rnd)
		if got > d || got < 7*time.Second {
			t.Fatalf("applyJitter(10s, 0.3) = %v, out of [7s, 10s]", got)
		}
	}
}

func TestApplyJitter_ZeroIsIdentity(t *testing.T) {
	rnd := rand.New(rand.NewSource(7))
	if got := applyJitter(time.Minute, 0, rnd); got != time.Minute {
		t.Fatalf("applyJitter(1m, 0) = %v", got)
	}
}
