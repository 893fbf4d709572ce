package webhook

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

type Event struct {
	ID      string          `json:"id"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
}

type Sender struct {
	client *http.Client
	secret string
	retry  RetryPolicy
}

func NewSender(secret string, timeout time.Duration, retry RetryPolicy) *Sender {
	return &Sender{
		client: &http.Client{Timeout: timeout},
		secret: secret,
		retry:  retry,
	}
}

// Send posts one event to a subscriber, retrying network errors and 5xx responses.
func (s *Sender) Send(ctx context.Context, url string, ev Event) error {
	body, err := json.Marshal(ev)
	if err != nil {
		return fmt.Errorf("marshal event %s: %w", ev.ID, err)
	}
	return s.retry.Do(ctx, func() error {
		return s.post(ctx, url, body)
	})
}

func (s *Sender) post(ctx context.Context, url string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return Permanent(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Hub-Signature", sign(s.secret, body))
	req.Header.Set("X-Hub-Timestamp", fmt.Sprint(time.Now().Unix()))

	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	if resp.StatusCode >= 500 {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		resp.Body.Close()
		return fmt.Errorf("webhook %s: %s: %s", url, resp.Status, msg)
	}
	if resp.StatusCode >= 400 {
		resp.Body.Close()
		return Permanent(fmt.Errorf("webhook %s: %s", url, resp.Status))
	}
	return nil
}
