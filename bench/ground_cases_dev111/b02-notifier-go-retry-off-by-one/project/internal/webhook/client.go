package webhook

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/hoshino-lab/notifier/internal/retry"
)

type Event struct {
	Type    string         `json:"type"`
	Payload map[string]any `json:"payload"`
}

type Client struct {
	HTTP   *http.Client
	URL    string
	Secret string
	Policy retry.Policy
}

func (c *Client) Send(ctx context.Context, ev Event) error {
	body, err := json.Marshal(ev)
	if err != nil {
		return fmt.Errorf("marshal: %w", err)
	}
	return retry.Do(ctx, c.Policy, func(ctx context.Context) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.URL, bytes.NewReader(body))
		if err != nil {
			return fmt.Errorf("%w: %v", retry.ErrPermanent, err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Signature", sign(c.Secret, body))
		resp, err := c.HTTP.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		switch {
		case resp.StatusCode < 300:
			return nil
		case resp.StatusCode == http.StatusTooManyRequests:
			return &retry.AfterError{Err: fmt.Errorf("webhook: status %d", resp.StatusCode), After: retryAfter(resp.Header)}
		case resp.StatusCode >= 500:
			return fmt.Errorf("webhook: status %d", resp.StatusCode)
		default:
			return fmt.Errorf("%w: status %d", retry.ErrPermanent, resp.StatusCode)
		}
	})
}

// retryAfter は秒数形式の Retry-After だけ解釈する (HTTP-date は 0 扱い)。
func retryAfter(h http.Header) time.Duration {
	secs, err := strconv.Atoi(strings.TrimSpace(h.Get("Retry-After")))
	if err != nil || secs < 0 {
		return 0
	}
	return time.Duration(secs) * time.Second
}

func sign(secret string, body []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}
