package delivery

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"
)

// PermanentError means the endpoint rejected the webhook and retrying will not help.
type PermanentError struct{ Status int }

func (e *PermanentError) Error() string { return fmt.Sprintf("endpoint rejected webhook: HTTP %d", e.Status) }

type Client struct {
	http   *http.Client
	secret []byte
}

func NewClient(secret string, timeout time.Duration) *Client {
	return &Client{http: &http.Client{Timeout: timeout}, secret: []byte(secret)}
}

// Deliver POSTs the payload with an HMAC signature header.
// 2xx is success, 408/429/5xx and network errors are retryable, other 4xx are permanent.
func (c *Client) Deliver(ctx context.Context, endpoint string, payload []byte) error {
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(payload))
	if err != nil {
		return &PermanentError{Status: 0}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Relay-Timestamp", ts)
	req.Header.Set("X-Relay-Signature", c.sign(ts, payload))
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("post %s: %w", endpoint, err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		return nil
	case resp.StatusCode == http.StatusRequestTimeout, resp.StatusCode == http.StatusTooManyRequests:
		return fmt.Errorf("endpoint busy: HTTP %d", resp.StatusCode)
	case resp.StatusCode >= 400 && resp.StatusCode < 500:
		return &PermanentError{Status: resp.StatusCode}
	default:
		return fmt.Errorf("endpoint error: HTTP %d", resp.StatusCode)
	}
}

func (c *Client) sign(ts string, payload []byte) string {
	mac := hmac.New(sha256.New, c.secret)
	mac.Write([]byte(ts))
	mac.Write([]byte("."))
	mac.Write(payload)
	return "v1=" + hex.EncodeToString(mac.Sum(nil))
}
