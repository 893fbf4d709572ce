package payment

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Client struct {
	apiKey string
	base   string
	http   *http.Client
}

func NewClient(apiKey string) *Client {
	return &Client{apiKey: apiKey, base: "https://api.pay.example.jp/v1", http: &http.Client{Timeout: 10 * time.Second}}
}

func (c *Client) Refund(ctx context.Context, paymentID string, amount int64) error {
	body, _ := json.Marshal(map[string]any{"payment_id": paymentID, "amount": amount})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/refunds", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Content-Type", "application/json")
	res, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode >= 300 {
		return fmt.Errorf("refund failed: %s", res.Status)
	}
	return nil
}
