package client

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"net/http"
	"strconv"
	"time"
)

// RetryPolicy retries 429 and 5xx answers and transport errors with jittered exponential backoff.
type RetryPolicy struct {
	MaxAttempts int
	BaseDelay   time.Duration
	MaxDelay    time.Duration
}

var DefaultRetry = RetryPolicy{MaxAttempts: 4, BaseDelay: 500 * time.Millisecond, MaxDelay: 8 * time.Second}

var errRetryable = errors.New("retryable status")

func retryable(status int) bool {
	return status == http.StatusTooManyRequests || status >= 500
}

// delay honours Retry-After (seconds) and otherwise waits BaseDelay*2^attempt, capped, with jitter.
func (p RetryPolicy) delay(attempt int, resp *http.Response) time.Duration {
	if resp != nil {
		if s := resp.Header.Get("Retry-After"); s != "" {
			if secs, err := strconv.Atoi(s); err == nil {
				return time.Duration(secs) * time.Second
			}
		}
	}
	d := p.BaseDelay << attempt
	if d > p.MaxDelay {
		d = p.MaxDelay
	}
	return d/2 + time.Duration(rand.Int63n(int64(d/2)+1))
}

func (p RetryPolicy) do(ctx context.Context, send func() (*http.Response, error)) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt < p.MaxAttempts; attempt++ {
		resp, err := send()
		if err == nil && !retryable(resp.StatusCode) {
			return resp, nil
		}
		if err != nil {
			lastErr = err
		} else {
			lastErr = fmt.Errorf("%w: %s", errRetryable, resp.Status)
		}
		wait := p.delay(attempt, resp)
		if resp != nil {
			resp.Body.Close()
		}
		if attempt == p.MaxAttempts-1 {
			break
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(wait):
		}
	}
	return nil, lastErr
}
