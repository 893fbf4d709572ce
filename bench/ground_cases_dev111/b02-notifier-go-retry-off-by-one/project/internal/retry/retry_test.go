package retry

import (
	"context"
	"errors"
	"testing"
	"time"
)

var fast = Policy{MaxAttempts: 3, BaseDelay: time.Millisecond, MaxDelay: 2 * time.Millisecond}

func TestDoSucceedsAfterRetry(t *testing.T) {
	calls := 0
	err := Do(context.Background(), fast, func(context.Context) error {
		calls++
		if calls < 2 {
			return errors.New("boom")
		}
		return nil
	})
	if err != nil || calls != 2 {
		t.Fatalf("err=%v calls=%d", err, calls)
	}
}

func TestDoGivesUpAfterMaxAttempts(t *testing.T) {
	calls := 0
	err := Do(context.Background(), fast, func(context.Context) error {
		calls++
		return errors.New("boom")
	})
	if err == nil {
		t.Fatal("expected error")
	}
	if calls != 3 {
		t.Fatalf("calls = %d, want 3", calls)
	}
}

func TestDoStopsOnPermanent(t *testing.T) {
	calls := 0
	_ = Do(context.Background(), fast, func(context.Context) error {
		calls++
		return ErrPermanent
	})
	if calls != 1 {
		t.Fatalf("calls = %d, want 1", calls)
	}
}
