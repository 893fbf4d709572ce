package sink

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

// Sender delivers a batch of records somewhere.
type Sender interface {
	Send(ctx context.Context, batch any) error
}

type Client struct {
	url     string
	token   string
	http    *http.Client
	retries int
}

func NewClient(url, token string, hc *http.Client) *Client {
	return &Client{url: url, token: token, http: hc, retries: 5}
}

var errRetryable = errors.New("retryable")

func (c *Client) Send(ctx context.Context, batch any) error {
	body, err := json.Marshal(batch)
	if err != nil {
		return fmt.Errorf("encode batch: %w", err)
	}
	return c.sendWithRetry(ctx, body)
}

func (c *Client) sendWithRetry(ctx context.Context, body []byte) error {
	backoff := 200 * time.Millisecond
	for attempt := 0; ; attempt++ {
		err := c.post(ctx, body)
		if err == nil || !errors.Is(err, errRetryable) || attempt == c.retries {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff):
		}
		backoff *= 2
	}
}

func (c *Client) post(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("%w: %v", errRetryable, err)
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode >= 500 || resp.StatusCode == http.StatusTooManyRequests:
		return fmt.Errorf("%w: sink answered %d", errRetryable, resp.StatusCode)
	case resp.StatusCode >= 400:
		return fmt.Errorf("sink rejected batch: %d", resp.StatusCode)
	}
	return nil
}
