// Package dispatch delivers queued events to their webhook URLs.
package dispatch

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/lihao-dev/webhook-relay/internal/backoff"
)

// Event is one webhook call to make.
type Event struct {
	ID      string `json:"id"`
	URL     string `json:"url"`
	Payload []byte `json:"payload"`
}

// Dispatcher posts events and retries failures with backoff.
type Dispatcher struct {
	client      *http.Client
	policy      backoff.Policy
	maxAttempts int
	sleep       func(context.Context, time.Duration) error
	log         *slog.Logger
}

// New makes a Dispatcher that tries each event at most maxAttempts times in total.
func New(client *http.Client, policy backoff.Policy, maxAttempts int, log *slog.Logger) *Dispatcher {
	return &Dispatcher{client: client, policy: policy, maxAttempts: maxAttempts, sleep: sleepCtx, log: log}
}

// Deliver posts the event, retrying 5xx, 429 and network errors.
func (d *Dispatcher) Deliver(ctx context.Context, ev Event) error {
	var lastErr error
	for attempt := 0; attempt < d.maxAttempts; attempt++ {
		if attempt > 0 {
			if err := d.sleep(ctx, d.policy.Next(attempt)); err != nil {
				return err
			}
		}
		status, err := d.post(ctx, ev)
		if err == nil && status < 300 {
			return nil
		}
		if err == nil && status < 500 && status != http.StatusTooManyRequests {
			return fmt.Errorf("event %s: permanent failure, status %d", ev.ID, status)
		}
		if err == nil {
			err = fmt.Errorf("status %d", status)
		}
		lastErr = err
		d.log.Warn("delivery failed", "event", ev.ID, "attempt", attempt+1, "err", err)
	}
	return fmt.Errorf("event %s: gave up after %d attempts: %w", ev.ID, d.maxAttempts, lastErr)
}

func (d *Dispatcher) post(ctx context.Context, ev Event) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ev.URL, bytes.NewReader(ev.Payload))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Relay-Event-Id", ev.ID)
	resp, err := d.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// sleepCtx waits for d, or returns early with the context's error.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
