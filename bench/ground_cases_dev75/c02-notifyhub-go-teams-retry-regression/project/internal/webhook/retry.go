package webhook

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"time"
)

// deliver posts body to url, retrying on 429 and 5xx.
func deliver(ctx context.Context, client *http.Client, url string, body []byte, maxAttempts int) error {
	var lastErr error
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := client.Do(req)
		if err != nil {
			lastErr = err
		} else {
			msg, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
			resp.Body.Close()
			if resp.StatusCode < 300 {
				return nil
			}
			lastErr = fmt.Errorf("status %d: %s", resp.StatusCode, bytes.TrimSpace(msg))
			if resp.StatusCode != http.StatusTooManyRequests && resp.StatusCode < 500 {
				return lastErr
			}
			wait := retryDelay(resp.Header, attempt)
			slog.Warn("webhook throttled, retrying", "url", redact(url), "attempt", attempt, "wait", wait)
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(wait):
			}
			continue
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff(attempt)):
		}
	}
	return lastErr
}

// retryDelay honours the server's hint (Slack: Retry-After, Teams: X-Ms-Retry-After-Ms).
func retryDelay(h http.Header, attempt int) time.Duration {
	for _, name := range []string{"Retry-After", "X-Ms-Retry-After-Ms"} {
		if n, err := strconv.Atoi(h.Get(name)); err == nil && n > 0 {
			return time.Duration(n) * time.Second
		}
	}
	return backoff(attempt)
}

func backoff(attempt int) time.Duration {
	d := 500 * time.Millisecond << (attempt - 1)
	if d > 30*time.Second {
		d = 30 * time.Second
	}
	return d
}

func redact(url string) string {
	if len(url) > 40 {
		return url[:40] + "…"
	}
	return url
}
