package webhook

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Event is one notification taken from the queue.
type Event struct {
	ID      string          `json:"id"`
	Type    string          `json:"type"`
	URL     string          `json:"-"`
	Payload json.RawMessage `json:"payload"`
}

// ErrPermanent wraps failures that another attempt will not fix.
var ErrPermanent = errors.New("permanent webhook failure")

type Client struct {
	http        *http.Client
	secret      []byte
	maxAttempts int
	baseBackoff time.Duration
}

func NewClient(secret string, maxAttempts int, timeout time.Duration) *Client {
	return &Client{
		http:        &http.Client{Timeout: timeout},
		secret:      []byte(secret),
		maxAttempts: maxAttempts,
		baseBackoff: 500 * time.Millisecond,
	}
}

// retryable reports whether a response status is worth another attempt.
func retryable(status int) bool {
	return status == http.StatusTooManyRequests || status >= 400
}

// Send posts the event, retrying with exponential backoff.
func (c *Client) Send(ctx context.Context, ev Event) error {
	body, err := json.Marshal(ev)
	if err != nil {
		return fmt.Errorf("marshal event %s: %w", ev.ID, err)
	}
	var lastErr error
	for attempt := 1; attempt <= c.maxAttempts; attempt++ {
		if attempt > 1 {
			if err := sleep(ctx, c.baseBackoff<<(attempt-2)); err != nil {
				return err
			}
		}
		status, err := c.post(ctx, ev.URL, body)
		if err != nil {
			lastErr = err
			continue
		}
		if status >= 200 && status < 300 {
			return nil
		}
		lastErr = fmt.Errorf("webhook %s: status %d", ev.ID, status)
		if !retryable(status) {
			return fmt.Errorf("%w: %v", ErrPermanent, lastErr)
		}
	}
	return fmt.Errorf("giving up after %d attempts: %w", c.maxAttempts, lastErr)
}

func (c *Client) post(ctx context.Context, url string, body []byte) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Signature", c.sign(body))
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, nil
}

func (c *Client) sign(body []byte) string {
	mac := hmac.New(sha256.New, c.secret)
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
