// Package sakurapay is the Go client for the Sakurapay payments API.
package sakurapay

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

const (
	DefaultBaseURL = "https://api.sakurapay.jp/v1"
	Version        = "0.8.1"
)

// Client talks to the API. Create it with NewClient; it is safe for concurrent use.
type Client struct {
	apiKey  string
	baseURL string
	http    *http.Client

	Charges *ChargesService
}

// ClientOption configures a Client.
type ClientOption func(*Client)

// WithBaseURL points the client at another endpoint (a mock server, the sandbox).
func WithBaseURL(u string) ClientOption { return func(c *Client) { c.baseURL = u } }

// WithHTTPClient replaces the default http.Client (30 s timeout).
func WithHTTPClient(h *http.Client) ClientOption { return func(c *Client) { c.http = h } }

func NewClient(apiKey string, opts ...ClientOption) *Client {
	c := &Client{apiKey: apiKey, baseURL: DefaultBaseURL, http: &http.Client{Timeout: 30 * time.Second}}
	for _, opt := range opts {
		opt(c)
	}
	c.Charges = &ChargesService{client: c}
	return c
}

func (c *Client) do(ctx context.Context, method, path string, body, out any) error {
	var reader io.Reader
	if body != nil {
		buf, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("sakurapay: encode request: %w", err)
		}
		reader = bytes.NewReader(buf)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, reader)
	if err != nil {
		return err
	}
	req.SetBasicAuth(c.apiKey, "")
	req.Header.Set("User-Agent", "sakurapay-go/"+Version)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return decodeError(resp)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
