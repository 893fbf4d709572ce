package webhook

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/acme/notify-svc/internal/config"
)

// Signer signs a payload for the X-Acme-Signature header.
type Signer interface {
	Sign(body []byte, ts time.Time) string
}

// Client delivers signed event payloads to customer endpoints.
type Client struct {
	http   *http.Client
	cfg    config.Retry
	signer Signer
	log    *slog.Logger
}

func New(cfg config.Retry, signer Signer, log *slog.Logger) *Client {
	return &Client{
		http:   &http.Client{Timeout: cfg.RequestTimeout},
		cfg:    cfg,
		signer: signer,
		log:    log,
	}
}

// Deliver POSTs body to url, retrying failed attempts with exponential backoff.
func (c *Client) Deliver(ctx context.Context, url string, body []byte) error {
	var lastErr error
	for attempt := 0; attempt <= c.cfg.MaxRetries; attempt++ {
		if attempt > 0 {
			delay := c.cfg.BaseDelay * time.Duration(1<<attempt)
			c.log.Info("webhook retry", "url", url, "attempt", attempt, "delay", delay)
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(delay):
			}
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
		if err != nil {
			return fmt.Errorf("build request: %w", err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Acme-Signature", c.signer.Sign(body, time.Now()))
		resp, err := c.http.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode >= 400 {
			lastErr = fmt.Errorf("endpoint returned %d", resp.StatusCode)
			continue
		}
		return nil
	}
	return fmt.Errorf("webhook delivery failed after %d attempts: %w", c.cfg.MaxRetries+1, lastErr)
}
