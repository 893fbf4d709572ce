package checkout

import (
	"context"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

var retryable = map[codes.Code]bool{
	codes.Unavailable:      true,
	codes.DeadlineExceeded: true,
	codes.Aborted:          true,
}

// RetryInterceptor retries failed unary calls with a linear backoff.
func RetryInterceptor(attempts int, backoff time.Duration) grpc.UnaryClientInterceptor {
	return func(ctx context.Context, method string, req, reply any, cc *grpc.ClientConn,
		invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {
		var err error
		for i := 0; i < attempts; i++ {
			err = invoker(ctx, method, req, reply, cc, opts...)
			if err == nil || !retryable[status.Code(err)] {
				return err
			}
			time.Sleep(backoff * time.Duration(i+1))
		}
		return err
	}
}
