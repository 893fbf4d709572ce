package webhook

import (
	"testing"
	"time"
)

func TestDelayDoubles(t *testing.T) {
	b := &Backoff{Base: time.Second, Max: time.Minute}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second}
	for i, w := range want {
		if got := b.Delay(i + 1); got != w {
			t.Fatalf("attempt %d: got %v, want %v", i+1, got, w)
		}
	}
}

func TestDelayAttemptZero(t *testing.T) {
	b := &Backoff{Base: 500 * time.Millisecond, Max: time.Minute}
	if got := b.Delay(0); got != 500*time.Millisecond {
		t.Fatalf("got %v", got)
	}
}

func TestSchedule(t *testing.T) {
	b := &Backoff{Base: time.Second, Max: time.Minute}
	now := time.Date(2025, 11, 10, 9, 0, 0, 0, time.UTC)
	if got := b.Schedule(now, 3); !got.Equal(now.Add(4 * time.Second)) {
		t.Fatalf("got %v", got)
	}
}
