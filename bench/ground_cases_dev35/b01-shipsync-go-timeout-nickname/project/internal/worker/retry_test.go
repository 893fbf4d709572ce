package worker

import (
	"context"
	"errors"
	"testing"
	"time"

	"git.example.co.jp/logi/shipsync/internal/carrier"
)

func TestRetrierStopsOnSuccess(t *testing.T) {
	r := Retrier{MaxAttempts: 3, Base: time.Millisecond}
	calls := 0
	err := r.Do(context.Background(), func(context.Context) error {
		calls++
		if calls < 2 {
			return &carrier.StatusError{Code: 503}
		}
		return nil
	})
	if err != nil || calls != 2 {
		t.Fatalf("err=%v calls=%d", err, calls)
	}
}

func TestRetrierHonoursMaxAttempts(t *testing.T) {
	r := Retrier{MaxAttempts: 3, Base: time.Millisecond}
	calls := 0
	_ = r.Do(context.Background(), func(context.Context) error {
		calls++
		return &carrier.StatusError{Code: 503}
	})
	if calls != 3 {
		t.Fatalf("calls=%d, want 3", calls)
	}
}

func TestRetrierDoesNotRetry4xx(t *testing.T) {
	r := Retrier{MaxAttempts: 3, Base: time.Millisecond}
	calls := 0
	err := r.Do(context.Background(), func(context.Context) error {
		calls++
		return &carrier.StatusError{Code: 404}
	})
	var se *carrier.StatusError
	if !errors.As(err, &se) || calls != 1 {
		t.Fatalf("err=%v calls=%d", err, calls)
	}
}
