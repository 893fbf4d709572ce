package ratelimit

import (
	"testing"
	"time"

	"github.com/kestrel-labs/quotaproxy/internal/config"
)

func newTestLimiter(start time.Time) (*Limiter, *time.Time) {
	clock := start
	l := NewLimiter(config.Limits{Burst: 5, WindowSeconds: 60})
	l.now = func() time.Time { return clock }
	return l, &clock
}

func TestLimiter_BlocksAfterBurst(t *testing.T) {
	l, clock := newTestLimiter(time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC))
	for i := 1; i <= 6; i++ {
		*clock = clock.Add(100 * time.Millisecond)
		ok, _ := l.Allow("10.0.0.1")
		if want := i <= 5; ok != want {
			t.Fatalf("request %d: got allowed=%v, want %v", i, ok, want)
		}
	}
}

func TestLimiter_ResetsAfterWindow(t *testing.T) {
	l, clock := newTestLimiter(time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC))
	for i := 0; i < 5; i++ {
		l.Allow("10.0.0.2")
	}
	*clock = clock.Add(61 * time.Second)
	if ok, remaining := l.Allow("10.0.0.2"); !ok || remaining != 4 {
		t.Fatalf("after window: ok=%v remaining=%d", ok, remaining)
	}
}
