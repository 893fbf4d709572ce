package webhook

import (
	"net/http"
	"testing"
	"time"
)

func TestBackoffCapped(t *testing.T) {
	if got := backoff(1); got != 500*time.Millisecond {
		t.Fatalf("backoff(1) = %v", got)
	}
	if got := backoff(10); got != 30*time.Second {
		t.Fatalf("backoff(10) = %v, want cap", got)
	}
}

func TestRetryDelayFallsBackToBackoff(t *testing.T) {
	if got := retryDelay(http.Header{}, 2); got != time.Second {
		t.Fatalf("retryDelay without header = %v", got)
	}
}

func TestRetryDelayUsesRetryAfterSeconds(t *testing.T) {
	h := http.Header{}
	h.Set("Retry-After", "3")
	if got := retryDelay(h, 1); got != 3*time.Second {
		t.Fatalf("retryDelay = %v, want 3s", got)
	}
}

func TestRetryDelayIgnoresGarbage(t *testing.T) {
	h := http.Header{}
	h.Set("Retry-After", "soon")
	if got := retryDelay(h, 1); got != 500*time.Millisecond {
		t.Fatalf("retryDelay(garbage) = %v", got)
	}
}
