package deliver

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"time"
)

type Client struct {
	HTTP   *http.Client
	Policy Policy
	Sleep  func(time.Duration)
}

func NewClient() *Client {
	return &Client{HTTP: &http.Client{Timeout: 10 * time.Second}, Policy: DefaultPolicy(), Sleep: time.Sleep}
}

// Send posts body to url, retrying per c.Policy. It returns the last status code.
func (c *Client) Send(ctx context.Context, url string, body []byte) (int, error) {
	var status int
	var err error
	for attempt := 0; attempt < c.Policy.MaxAttempts; attempt++ {
		status, err = c.post(ctx, url, body)
		if !shouldRetry(status, err) {
			return status, err
		}
		if attempt < c.Policy.MaxAttempts-1 {
			c.Sleep(c.Policy.backoff(attempt))
		}
	}
	return status, fmt.Errorf("giving up after %d attempts: status %d: %v", c.Policy.MaxAttempts, status, err)
}

func (c *Client) post(ctx context.Context, url string, body []byte) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}
