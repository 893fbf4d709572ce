package retry

import (
	"context"
	"testing"
	"time"
)

func TestBackoffDoubles(t *testing.T) {
	want := []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 4 * time.Second}
	for i, w := range want {
		if got := Backoff(i + 1); got != w {
			t.Errorf("Backoff(%d) = %v, want %v", i+1, got, w)
		}
	}
}

func TestBackoffCapped(t *testing.T) {
	if got := Backoff(40); got != maxWait {
		t.Errorf("Backoff(40) = %v, want %v", got, maxWait)
	}
}

func TestSleepReturnsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	if err := Sleep(ctx, time.Minute); err != context.Canceled {
		t.Fatalf("err = %v", err)
	}
	if time.Since(start) > 100*time.Millisecond {
		t.Fatal("Sleep did not return promptly")
	}
}
