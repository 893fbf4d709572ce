package checkout

import (
	"context"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func TestRetryStopsOnNonRetryable(t *testing.T) {
	calls := 0
	invoker := func(ctx context.Context, method string, req, reply any, cc *grpc.ClientConn, opts ...grpc.CallOption) error {
		calls++
		return status.Error(codes.InvalidArgument, "bad")
	}
	err := RetryInterceptor(3, time.Millisecond)(context.Background(), "/x", nil, nil, nil, invoker)
	if status.Code(err) != codes.InvalidArgument || calls != 1 {
		t.Fatalf("calls=%d err=%v", calls, err)
	}
}

func TestRetryRetriesUnavailable(t *testing.T) {
	calls := 0
	invoker := func(ctx context.Context, method string, req, reply any, cc *grpc.ClientConn, opts ...grpc.CallOption) error {
		calls++
		return status.Error(codes.Unavailable, "down")
	}
	_ = RetryInterceptor(3, time.Millisecond)(context.Background(), "/x", nil, nil, nil, invoker)
	if calls != 3 {
		t.Fatalf("calls=%d, want 3", calls)
	}
}
