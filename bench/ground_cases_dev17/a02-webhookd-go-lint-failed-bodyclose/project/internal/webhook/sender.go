package webhook

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/acme/webhookd/internal/config"
)

// Delivery is one event to be POSTed to a subscriber's endpoint.
type Delivery struct {
	ID      string
	URL     string
	Secret  string
	Event   string
	Payload json.RawMessage
}

type Sender struct {
	client *http.Client
	cfg    config.Webhooks
	log    *slog.Logger
}

func NewSender(cfg config.Webhooks, log *slog.Logger) *Sender {
	return &Sender{
		client: &http.Client{Timeout: cfg.Timeout},
		cfg:    cfg,
		log:    log,
	}
}

func sign(secret string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// Send delivers d. Network errors and 5xx answers are retried with exponential
// backoff, up to cfg.MaxAttempts attempts in total; any other non-2xx answer
// fails at once.
func (s *Sender) Send(ctx context.Context, d Delivery) error {
	body, err := json.Marshal(map[string]any{"event": d.Event, "id": d.ID, "data": d.Payload})
	if err != nil {
		return fmt.Errorf("encode delivery %s: %w", d.ID, err)
	}
	delay := s.cfg.RetryBaseDelay
	var lastErr error
	for attempt := 1; attempt <= s.cfg.MaxAttempts; attempt++ {
		status, err := s.attempt(ctx, d, body)
		switch {
		case err == nil && status >= 200 && status < 300:
			s.log.Info("webhook delivered", "id", d.ID, "status", status, "attempt", attempt)
			return nil
		case err == nil && status < 500:
			return fmt.Errorf("deliver %s: %s answered %d", d.ID, d.URL, status)
		case err == nil:
			lastErr = fmt.Errorf("deliver %s: %s answered %d", d.ID, d.URL, status)
		default:
			lastErr = err
		}
		if attempt == s.cfg.MaxAttempts {
			break
		}
		s.log.Warn("webhook attempt failed, retrying", "id", d.ID, "attempt", attempt, "in", delay, "err", lastErr)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(delay):
		}
		delay *= 2
	}
	return fmt.Errorf("deliver %s: giving up after %d attempts: %w", d.ID, s.cfg.MaxAttempts, lastErr)
}

// attempt POSTs body once and returns the answer's status code.
func (s *Sender) attempt(ctx context.Context, d Delivery, body []byte) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.URL, bytes.NewReader(body))
	if err != nil {
		return 0, fmt.Errorf("build request for %s: %w", d.URL, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Webhook-Signature", sign(d.Secret, body))
	req.Header.Set("X-Webhook-Id", d.ID)
	resp, err := s.client.Do(req)
	if err != nil {
		return 0, fmt.Errorf("deliver %s: %w", d.ID, err)
	}
	// drain so the connection can be reused
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	return resp.StatusCode, nil
}
