package notify

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

type Event struct {
	ID      string `json:"id"`
	Channel string `json:"channel"`
	Text    string `json:"text"`
}

type Slack struct {
	webhookURL string
	client     *http.Client
}

func NewSlack(webhookURL string) *Slack {
	return &Slack{webhookURL: webhookURL, client: &http.Client{Timeout: 10 * time.Second}}
}

var retryDelays = []time.Duration{1 * time.Second, 2 * time.Second, 4 * time.Second}

func (s *Slack) Send(ctx context.Context, ev Event) error {
	var err error
	for attempt := 0; ; attempt++ {
		err = s.send(ctx, ev)
		if err == nil || !isRetryable(err) || attempt >= len(retryDelays) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(retryDelays[attempt]):
		}
	}
}

type statusError struct{ code int }

func (e *statusError) Error() string { return fmt.Sprintf("slack: status %d", e.code) }

func isRetryable(err error) bool {
	var se *statusError
	return errors.As(err, &se) && se.code >= 500
}

func (s *Slack) send(ctx context.Context, ev Event) error {
	body, err := json.Marshal(map[string]string{"channel": ev.Channel, "text": ev.Text})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.webhookURL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return &statusError{code: resp.StatusCode}
	}
	return nil
}
