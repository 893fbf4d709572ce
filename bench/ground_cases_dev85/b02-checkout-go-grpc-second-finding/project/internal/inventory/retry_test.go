package inventory

import (
	"context"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

var fast = RetryPolicy{MaxAttempts: 3, BaseDelay: time.Millisecond, MaxDelay: 2 * time.Millisecond}

func TestRetriesUnavailable(t *testing.T) {
	calls := 0
	err := fast.Do(context.Background(), func() error {
		calls++
		if calls < 3 {
			return status.Error(codes.Unavailable, "down")
		}
		return nil
	})
	if err != nil || calls != 3 {
		t.Fatalf("err=%v calls=%d", err, calls)
	}
}

func TestDoesNotRetryInvalidArgument(t *testing.T) {
	calls := 0
	err := fast.Do(context.Background(), func() error {
		calls++
		return status.Error(codes.InvalidArgument, "bad sku")
	})
	if status.Code(err) != codes.InvalidArgument || calls != 1 {
		t.Fatalf("err=%v calls=%d", err, calls)
	}
}

func TestStopsWhenContextDone(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	calls := 0
	_ = fast.Do(ctx, func() error {
		calls++
		return status.Error(codes.Unavailable, "down")
	})
	if calls != 1 {
		t.Fatalf("calls=%d", calls)
	}
}
