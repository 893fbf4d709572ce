package sms

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Client struct {
	endpoint string
	http     *http.Client
}

func New(endpoint string, timeout time.Duration) *Client {
	return &Client{endpoint: endpoint, http: &http.Client{Timeout: timeout}}
}

type sendResp struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (c *Client) Send(ctx context.Context, phone, template string, params map[string]string) error {
	body, _ := json.Marshal(map[string]any{"phone": phone, "template": template, "params": params})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	var r sendResp
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return fmt.Errorf("sms: decode response (%s): %w", resp.Status, err)
	}
	if r.Code != "OK" {
		return fmt.Errorf("sms: %s: %s", r.Code, r.Message)
	}
	return nil
}
