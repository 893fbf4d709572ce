package retry

import (
	"testing"
	"time"
)

func TestBackoffDoubles(t *testing.T) {
	base := 100 * time.Millisecond
	for attempt, want := range map[int]time.Duration{1: 100 * time.Millisecond, 2: 200 * time.Millisecond, 4: 800 * time.Millisecond} {
		got := Backoff(attempt, base, time.Minute)
		if got < want || got >= want+base {
			t.Errorf("Backoff(%d) = %v, want in [%v, %v)", attempt, got, want, want+base)
		}
	}
}

func TestBackoffCapped(t *testing.T) {
	got := Backoff(12, time.Second, 30*time.Second)
	if got < 30*time.Second || got >= 31*time.Second {
		t.Errorf("Backoff(12) = %v, want ~30s", got)
	}
}

func TestExhausted(t *testing.T) {
	p := Policy{MaxAttempts: 3}
	if p.Exhausted(2) || !p.Exhausted(3) {
		t.Fatal("Exhausted boundary")
	}
}
