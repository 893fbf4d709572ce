package billing

import (
	"context"
	"testing"
)

func TestBackoffIsCapped(t *testing.T) {
	for _, attempt := range []int{0, 5, 10, 16, 40, 63} {
		d := backoff(attempt)
		if d <= 0 || d > maxDelay+maxDelay/2 {
			t.Fatalf("backoff(%d) = %v, want (0, %v]", attempt, d, maxDelay+maxDelay/2)
		}
	}
}

func TestBackoffGrows(t *testing.T) {
	if backoff(0) >= 2*baseDelay {
		t.Fatalf("first delay too long: %v", backoff(0))
	}
	if backoff(4) < 16*baseDelay {
		t.Fatalf("backoff(4) = %v, want >= %v", backoff(4), 16*baseDelay)
	}
}

func TestRetryStopsOnPermanent(t *testing.T) {
	calls := 0
	err := retry(context.Background(), 5, func() error {
		calls++
		return Permanent(errTest)
	})
	if err != errTest || calls != 1 {
		t.Fatalf("calls=%d err=%v", calls, err)
	}
}

var errTest = errorString("boom")

type errorString string

func (e errorString) Error() string { return string(e) }
