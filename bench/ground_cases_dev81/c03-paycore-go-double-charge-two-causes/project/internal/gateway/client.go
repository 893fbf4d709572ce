package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/google/uuid"
)

type ChargeRequest struct {
	OrderID   string `json:"order_id"`
	AmountFen int64  `json:"amount_fen"`
}

type ChargeResult struct {
	ChargeID string `json:"charge_id"`
}

type Client struct {
	base, apiKey string
	http         *http.Client
	maxAttempts  int
}

func NewClient(base, apiKey string) *Client {
	return &Client{base: base, apiKey: apiKey, http: &http.Client{Timeout: 3 * time.Second}, maxAttempts: 3}
}

// Charge calls the PSP, retrying on timeouts and 5xx.
func (c *Client) Charge(ctx context.Context, req ChargeRequest) (*ChargeResult, error) {
	body, _ := json.Marshal(req)
	var lastErr error
	for attempt := 1; attempt <= c.maxAttempts; attempt++ {
		httpReq, _ := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/charges", bytes.NewReader(body))
		httpReq.Header.Set("Authorization", "Bearer "+c.apiKey)
		httpReq.Header.Set("Content-Type", "application/json")
		httpReq.Header.Set("Idempotency-Key", uuid.NewString())
		resp, err := c.http.Do(httpReq)
		if err != nil {
			lastErr = err
			time.Sleep(time.Duration(attempt) * 200 * time.Millisecond)
			continue
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 500 {
			lastErr = fmt.Errorf("psp status %d", resp.StatusCode)
			continue
		}
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("psp status %d", resp.StatusCode)
		}
		var out ChargeResult
		if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
			return nil, err
		}
		return &out, nil
	}
	return nil, fmt.Errorf("psp: %d attempts: %w", c.maxAttempts, lastErr)
}
