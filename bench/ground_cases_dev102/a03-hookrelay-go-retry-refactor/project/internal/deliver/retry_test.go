package deliver

import (
	"errors"
	"testing"
	"time"
)

func TestShouldRetryServerErrors(t *testing.T) {
	for _, s := range []int{500, 502, 503, 504} {
		if !shouldRetry(s, nil) {
			t.Errorf("status %d should be retried", s)
		}
	}
}

func TestShouldNotRetryClientErrors(t *testing.T) {
	for _, s := range []int{400, 401, 404, 422} {
		if shouldRetry(s, nil) {
			t.Errorf("status %d should not be retried", s)
		}
	}
}

func TestNetworkErrorsRetry(t *testing.T) {
	if !shouldRetry(0, errors.New("connection reset")) {
		t.Fatal("network errors must be retried")
	}
}

func TestBackoffCapped(t *testing.T) {
	p := Policy{MaxAttempts: 10, BaseDelay: time.Second, MaxDelay: 5 * time.Second}
	if d := p.backoff(8); d > 5*time.Second {
		t.Fatalf("backoff %v over cap", d)
	}
}
