package dispatch

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
)

// Hook is one receiver of events.
type Hook struct {
	Name   string
	URL    string
	Secret []byte
}

// Event is what gets posted to a hook.
type Event struct {
	ID        string          `json:"id"`
	Type      string          `json:"type"`
	CreatedAt time.Time       `json:"created_at"`
	Data      json.RawMessage `json:"data"`
}

type Dispatcher struct {
	client *http.Client
	policy Policy
	log    *slog.Logger
}

func New(client *http.Client, policy Policy, log *slog.Logger) *Dispatcher {
	if policy.MaxAttempts < 1 {
		policy.MaxAttempts = 1
	}
	return &Dispatcher{client: client, policy: policy, log: log}
}

// Deliver posts ev to hook, retrying transient failures according to the policy.
func (d *Dispatcher) Deliver(ctx context.Context, hook Hook, ev Event) error {
	body, err := json.Marshal(ev)
	if err != nil {
		return fmt.Errorf("encode event %s: %w", ev.ID, err)
	}
	for attempt := 1; ; attempt++ {
		resp, err := d.send(ctx, hook, body)
		if err == nil && resp.StatusCode < 300 {
			resp.Body.Close()
			return nil
		}
		retry := shouldRetry(resp, err)
		wait := d.policy.backoff(attempt)
		if ra := retryAfter(resp); ra > wait {
			wait = ra
		}
		if resp != nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			err = fmt.Errorf("status %d", resp.StatusCode)
		}
		if !retry || attempt >= d.policy.MaxAttempts {
			return fmt.Errorf("deliver %s to %s after %d attempt(s): %w", ev.ID, hook.Name, attempt, err)
		}
		d.log.Warn("webhook delivery failed, retrying", "hook", hook.Name, "event", ev.ID,
			"attempt", attempt, "wait", wait, "err", err)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
}

func (d *Dispatcher) send(ctx context.Context, hook Hook, body []byte) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, hook.URL, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Hookrelay-Signature", sign(hook.Secret, body))
	return d.client.Do(req)
}

func sign(secret, body []byte) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}
