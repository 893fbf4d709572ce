package backoff

import (
	"math/rand"
	"testing"
	"time"
)

func TestDelayGrowsAndCaps(t *testing.T) {
	p := Policy{Base: 500 * time.Millisecond, Max: 10 * time.Second, Rand: rand.New(rand.NewSource(1))}
	prevCeiling := time.Duration(0)
	for attempt := 1; attempt <= 8; attempt++ {
		d := p.Delay(attempt)
		ceiling := p.Base << (attempt - 1)
		if ceiling > p.Max {
			ceiling = p.Max
		}
		if d < ceiling/2 || d > ceiling {
			t.Fatalf("attempt %d: delay %v outside [%v, %v]", attempt, d, ceiling/2, ceiling)
		}
		if ceiling < prevCeiling {
			t.Fatalf("attempt %d: ceiling shrank", attempt)
		}
		prevCeiling = ceiling
	}
}

func TestDelayZeroAttempt(t *testing.T) {
	p := Policy{Base: time.Second, Max: time.Minute, Rand: rand.New(rand.NewSource(7))}
	if d := p.Delay(0); d < 500*time.Millisecond || d > time.Second {
		t.Fatalf("attempt 0 should behave like attempt 1, got %v", d)
	}
}
