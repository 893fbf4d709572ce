package upstream

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"git.example.com/msg/services/gateway/internal/retry"
)

// Client forwards send requests from API callers to the notify service.
type Client struct {
	base  string
	http  *http.Client
	retry retry.Policy
}

func NewClient(base string) *Client {
	return &Client{
		base:  base,
		http:  &http.Client{Timeout: 3 * time.Second},
		retry: retry.Policy{MaxAttempts: 3, Delay: 200 * time.Millisecond},
	}
}

// Send posts one message to notify's internal /v1/send endpoint.
func (c *Client) Send(ctx context.Context, msg Message) error {
	body, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	return c.retry.Do(ctx, func(ctx context.Context) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v1/send", bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.http.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 300 {
			return fmt.Errorf("notify: %s", resp.Status)
		}
		return nil
	})
}

type Message struct {
	Channel string            `json:"channel"`
	To      string            `json:"to"`
	Tpl     string            `json:"tpl"`
	Params  map[string]string `json:"params"`
}
