package notify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Client posts job lifecycle events to the ops webhook.
type Client struct {
	url  string
	http *http.Client
}

func New(url string) *Client {
	return &Client{url: url, http: &http.Client{}}
}

type event struct {
	JobID  int64  `json:"job_id"`
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
}

func (c *Client) JobDone(ctx context.Context, id int64) error {
	return c.post(ctx, event{JobID: id, Status: "done"})
}

func (c *Client) JobFailed(ctx context.Context, id int64, msg string) error {
	return c.post(ctx, event{JobID: id, Status: "failed", Error: msg})
}

func (c *Client) post(ctx context.Context, e event) error {
	if c.url == "" {
		return nil
	}
	body, _ := json.Marshal(e)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
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
		return fmt.Errorf("notify: status %d", resp.StatusCode)
	}
	return nil
}
