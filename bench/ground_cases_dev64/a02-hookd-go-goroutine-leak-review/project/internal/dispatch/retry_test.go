package dispatch

import (
	"testing"
	"time"
)

func TestNextDelayGrows(t *testing.T) {
	prev := time.Duration(0)
	for attempt := 0; attempt < 6; attempt++ {
		d := nextDelay(attempt)
		if d <= prev {
			t.Fatalf("attempt %d: delay %v not above %v", attempt, d, prev)
		}
		prev = d
	}
}

func TestNextDelayIsCapped(t *testing.T) {
	for _, attempt := range []int{15, 20, 40, 63, 100} {
		d := nextDelay(attempt)
		if d < maxDelay || d > maxDelay+maxDelay/5 {
			t.Fatalf("attempt %d: delay %v outside [%v, %v]", attempt, d, maxDelay, maxDelay+maxDelay/5)
		}
	}
}

func TestRetryable(t *testing.T) {
	cases := map[int]bool{200: false, 400: false, 404: false, 408: true, 429: true, 500: true, 503: true}
	for status, want := range cases {
		if got := retryable(status, nil); got != want {
			t.Errorf("retryable(%d) = %v, want %v", status, got, want)
		}
	}
}

func TestNextAttemptAtIsInFuture(t *testing.T) {
	now := time.Now()
	if !nextAttemptAt(now, 3).After(now) {
		t.Fatal("next attempt must be in the future")
	}
}
