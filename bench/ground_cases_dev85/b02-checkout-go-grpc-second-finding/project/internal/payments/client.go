package payments

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Client talks to the payments service over its REST API.
type Client struct {
	baseURL string
	http    *http.Client
}

func New(baseURL string) *Client {
	return &Client{baseURL: baseURL, http: &http.Client{Timeout: 5 * time.Second}}
}

type authorizeRequest struct {
	OrderID   string `json:"order_id"`
	AmountYen int64  `json:"amount_yen"`
}

type authorizeResponse struct {
	PaymentID string `json:"payment_id"`
}

// Authorize places a hold on the customer's card and returns the payment id.
func (c *Client) Authorize(ctx context.Context, orderID string, amountYen int64) (string, error) {
	body, _ := json.Marshal(authorizeRequest{OrderID: orderID, AmountYen: amountYen})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/v1/authorizations", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", "authz-"+orderID)
	resp, err := c.http.Do(req)
	if err != nil {
		return "", fmt.Errorf("payments authorize: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return "", fmt.Errorf("payments authorize: status %d", resp.StatusCode)
	}
	var out authorizeResponse
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", fmt.Errorf("payments authorize: decode: %w", err)
	}
	return out.PaymentID, nil
}
