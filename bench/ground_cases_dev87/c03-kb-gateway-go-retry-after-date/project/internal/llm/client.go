package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"
)

const maxRetries = 3

type Client struct {
	baseURL string
	apiKey  string
	model   string
	http    *http.Client
}

func NewClient(baseURL, apiKey, model string) *Client {
	return &Client{baseURL: baseURL, apiKey: apiKey, model: model, http: &http.Client{Timeout: 120 * time.Second}}
}

// Stream sends a chat completion request with stream=true and relays deltas to onDelta.
func (c *Client) Stream(ctx context.Context, r Request, onDelta func(string)) (Result, error) {
	body, err := json.Marshal(chatRequest{
		Model:       c.model,
		Messages:    r.Messages,
		Temperature: r.Temperature,
		MaxTokens:   r.MaxTokens,
		Stream:      true,
		StreamOpts: &struct {
			IncludeUsage bool `json:"include_usage"`
		}{IncludeUsage: true},
	})
	if err != nil {
		return Result{}, err
	}
	var resp *http.Response
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/chat/completions", bytes.NewReader(body))
		if err != nil {
			return Result{}, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+c.apiKey)
		resp, err = c.http.Do(req)
		if err != nil {
			return Result{}, err
		}
		if resp.StatusCode != http.StatusTooManyRequests || attempt >= maxRetries {
			break
		}
		wait := parseRetryAfter(resp.Header.Get("Retry-After"), time.Duration(1<<attempt)*time.Second)
		resp.Body.Close()
		select {
		case <-ctx.Done():
			return Result{}, ctx.Err()
		case <-time.After(wait):
		}
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		return Result{}, fmt.Errorf("llm: status %d: %s", resp.StatusCode, msg)
	}
	return readStream(resp.Body, onDelta)
}

// parseRetryAfter reads a Retry-After header given in seconds; def when absent or unparsable.
func parseRetryAfter(v string, def time.Duration) time.Duration {
	if v == "" {
		return def
	}
	secs, err := strconv.Atoi(v)
	if err != nil {
		return def
	}
	return time.Duration(secs) * time.Second
}
