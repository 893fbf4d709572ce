package notify

import (
	"math/rand"
	"testing"
	"time"
)

func TestRetryBackoff(t *testing.T) {
	rnd := rand.New(rand.NewSource(1))
	base := 500 * time.Millisecond
	max := 30 * time.Second
	cases := []struct {
		attempt int
		lo, hi  time.Duration
	}{
		{1, 400 * time.Millisecond, 500 * time.Millisecond},
		{2, 800 * time.Millisecond, time.Second},
		{3, 1600 * time.Millisecond, 2 * time.Second},
		{10, 24 * time.Second, 30 * time.Second},
	}
	for _, c := range cases {
		got := Backoff(base, max, c.attempt, rnd)
		if got < c.lo || got > c.hi {
			t.Errorf("attempt %d: got %v, want in [%v, %v]", c.attempt, got, c.lo, c.hi)
		}
	}
}

func TestBackoffNeverNegative(t *testing.T) {
	rnd := rand.New(rand.NewSource(7))
	for a := 1; a < 80; a++ {
		if d := Backoff(time.Second, time.Minute, a, rnd); d <= 0 {
			t.Fatalf("attempt %d: non-positive backoff %v", a, d)
		}
	}
}
