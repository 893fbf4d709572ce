package retry

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Doer is the part of *http.Client that Do needs.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// Do sends req until it succeeds, fails with a non-retryable status, or the policy
// runs out of attempts. newReq must build a fresh request each time (bodies are single-use).
func Do(ctx context.Context, c Doer, p *Policy, newReq func() (*http.Request, error)) (*http.Response, error) {
	var lastErr error
	for attempt := 1; attempt <= p.MaxAttempts; attempt++ {
		req, err := newReq()
		if err != nil {
			return nil, err
		}
		resp, err := c.Do(req.WithContext(ctx))
		if !Retryable(resp, err) {
			return resp, err
		}
		if err != nil {
			lastErr = err
		} else {
			lastErr = fmt.Errorf("status %d", resp.StatusCode)
		}
		if attempt == p.MaxAttempts {
			if resp != nil {
				return resp, nil
			}
			break
		}
		wait := p.Delay(attempt, resp)
		if resp != nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(wait):
		}
	}
	return nil, fmt.Errorf("giving up after %d attempts: %w", p.MaxAttempts, lastErr)
}
