package relay

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"
)

// Config controls how events are forwarded.
type Config struct {
	Target     string
	Timeout    time.Duration
	MaxRetries int
	BaseDelay  time.Duration
}

// Client posts events to the target URL.
type Client struct {
	cfg  Config
	http *http.Client
}

// StatusError is returned for a non-2xx answer.
type StatusError struct{ Code int }

func (e *StatusError) Error() string { return fmt.Sprintf("target answered %d", e.Code) }

func NewClient(cfg Config) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: cfg.Timeout}}
}

// Send posts one event body, retrying transient failures with exponential backoff.
func (c *Client) Send(ctx context.Context, body []byte) error {
	var lastErr error
	for attempt := 0; attempt < c.cfg.MaxRetries; attempt++ {
		if attempt > 0 && !sleep(ctx.Done(), Backoff(attempt, c.cfg.BaseDelay)) {
			return ctx.Err()
		}
		lastErr = c.post(ctx, body)
		if lastErr == nil || !retryable(lastErr) {
			return lastErr
		}
	}
	return fmt.Errorf("gave up after %d attempts: %w", c.cfg.MaxRetries, lastErr)
}

func (c *Client) post(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.cfg.Target, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return &StatusError{Code: resp.StatusCode}
	}
	return nil
}

func retryable(err error) bool {
	var se *StatusError
	if errors.As(err, &se) {
		return se.Code == http.StatusTooManyRequests || se.Code >= 500
	}
	return !errors.Is(err, context.Canceled)
}
