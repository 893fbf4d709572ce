// Package relay forwards incoming webhook events to the partner endpoint.
package relay

import (
	"bytes"
	"context"
	"fmt"
	"log"
	"net/http"
	"time"

	"github.com/tallyworks/webhook-relay/internal/backoff"
	"github.com/tallyworks/webhook-relay/internal/config"
)

type Relay struct {
	cfg    config.Config
	client *http.Client
	policy backoff.Policy
}

func New(cfg config.Config) *Relay {
	return &Relay{
		cfg:    cfg,
		client: &http.Client{Timeout: cfg.RequestTimeout},
		policy: backoff.Policy{Base: cfg.RetryBase, Max: cfg.RetryMax},
	}
}

// Deliver posts one event, retrying 5xx answers and network errors.
func (r *Relay) Deliver(ctx context.Context, eventID string, body []byte) error {
	var lastErr error
	for attempt := 1; attempt <= r.cfg.MaxAttempts; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.cfg.TargetURL, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", eventID)
		resp, err := r.client.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode < 500 {
				if resp.StatusCode >= 400 {
					return fmt.Errorf("event %s: partner rejected with %d", eventID, resp.StatusCode)
				}
				return nil
			}
			err = fmt.Errorf("partner answered %d", resp.StatusCode)
		}
		lastErr = err
		wait := r.policy.Delay(attempt)
		log.Printf("event %s: attempt %d/%d failed (%v), retrying in %v", eventID, attempt, r.cfg.MaxAttempts, err, wait)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
	return fmt.Errorf("event %s: giving up after %d attempts: %w", eventID, r.cfg.MaxAttempts, lastErr)
}
