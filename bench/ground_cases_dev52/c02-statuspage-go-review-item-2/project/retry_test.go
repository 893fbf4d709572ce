package statuspage

import (
	"context"
	"net/http"
	"sync/atomic"
	"testing"
	"time"
)

func TestBackoffGrows(t *testing.T) {
	prev := time.Duration(0)
	for attempt := 0; attempt < 4; attempt++ {
		d := backoff(attempt)
		min := baseDelay << attempt
		if d < min || d > min+min/5 {
			t.Fatalf("backoff(%d) = %v, want in [%v, %v]", attempt, d, min, min+min/5)
		}
		if d <= prev {
			t.Fatalf("backoff(%d) = %v not above %v", attempt, d, prev)
		}
		prev = d
	}
}

func TestHonorsRetryAfter(t *testing.T) {
	var calls int32
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if atomic.AddInt32(&calls, 1) == 1 {
			w.Header().Set("Retry-After", "7")
			w.WriteHeader(http.StatusTooManyRequests)
			return
		}
		w.Write([]byte(`[]`))
	})
	var waited []time.Duration
	c.sleep = func(_ context.Context, d time.Duration) error {
		waited = append(waited, d)
		return nil
	}
	if _, err := c.ListComponents(context.Background(), "p1", 0); err != nil {
		t.Fatal(err)
	}
	if len(waited) != 1 || waited[0] != 7*time.Second {
		t.Fatalf("waited %v, want [7s]", waited)
	}
}

func TestWithRetryZeroDisables(t *testing.T) {
	var calls int32
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		atomic.AddInt32(&calls, 1)
		w.WriteHeader(http.StatusBadGateway)
	}, WithRetry(0))
	if _, err := c.ListComponents(context.Background(), "p1", 0); err == nil {
		t.Fatal("want error")
	}
	if calls != 1 {
		t.Fatalf("calls = %d, want 1", calls)
	}
}

func TestRetryable(t *testing.T) {
	cases := map[int]bool{200: false, 400: false, 404: false, 429: true, 500: true, 502: true, 503: true}
	for status, want := range cases {
		if got := retryable(status); got != want {
			t.Errorf("retryable(%d) = %v, want %v", status, got, want)
		}
	}
}
