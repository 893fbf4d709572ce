package queue

import (
	"testing"
	"time"
)

func TestBackoffDoubles(t *testing.T) {
	for attempt, min := range map[int]time.Duration{1: 5 * time.Second, 2: 10 * time.Second, 3: 20 * time.Second} {
		d := Backoff(attempt)
		if d < min || d > min+min/5 {
			t.Fatalf("attempt %d: got %v, want [%v, %v]", attempt, d, min, min+min/5)
		}
	}
}

func TestBackoffIsCapped(t *testing.T) {
	for _, attempt := range []int{9, 20, 64, 1000} {
		if d := Backoff(attempt); d > maxDelay+maxDelay/5 {
			t.Fatalf("attempt %d: got %v, want <= %v", attempt, d, maxDelay+maxDelay/5)
		}
	}
}

type permErr struct{}

func (permErr) Error() string   { return "permanent" }
func (permErr) Permanent() bool { return true }

func TestPermanentIsNotRetryable(t *testing.T) {
	if IsRetryable(permErr{}) {
		t.Fatal("permanent error should not be retried")
	}
}
