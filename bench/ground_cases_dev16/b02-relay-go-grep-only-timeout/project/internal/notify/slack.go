package notify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// slackTimeout bounds one webhook call so a slow Slack cannot block the worker.
const slackTimeout = 5 * time.Second

// SlackNotifier posts job events to an incoming webhook.
type SlackNotifier struct {
	webhook string
	client  *http.Client
}

func NewSlackNotifier(webhook string) *SlackNotifier {
	return &SlackNotifier{webhook: webhook, client: &http.Client{Timeout: slackTimeout}}
}

type slackMessage struct {
	Text string `json:"text"`
}

// Notify sends one message. An empty webhook disables notifications.
func (s *SlackNotifier) Notify(ctx context.Context, text string) error {
	if s.webhook == "" {
		return nil
	}
	body, err := json.Marshal(slackMessage{Text: text})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.webhook, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.client.Do(req)
	if err != nil {
		return fmt.Errorf("slack: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("slack: unexpected status %d", resp.StatusCode)
	}
	return nil
}
