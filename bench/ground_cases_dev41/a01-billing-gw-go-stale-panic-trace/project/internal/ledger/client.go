package ledger

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/acme/billing-gw/internal/httpx"
)

// Client talks to the ledger service, which owns balances and payments.
type Client struct {
	base string
	http *http.Client
}

func NewClient(base string, timeout time.Duration) *Client {
	return &Client{base: base, http: &http.Client{Timeout: timeout}}
}

type PaymentRequest struct {
	InvoiceID   string `json:"invoice_id"`
	AccountID   string `json:"account_id"`
	AmountCents int64  `json:"amount_cents"`
	Currency    string `json:"currency"`
}

type PaymentResult struct {
	PaymentID string `json:"payment_id"`
	Status    string `json:"status"`
}

// Pay books a payment for an invoice.
func (c *Client) Pay(ctx context.Context, p PaymentRequest) (*PaymentResult, error) {
	body, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/payments", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(httpx.HeaderRequestID, httpx.RequestIDFrom(ctx))

	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return nil, fmt.Errorf("ledger: unexpected status %d", resp.StatusCode)
	}
	var out PaymentResult
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("ledger: decode: %w", err)
	}
	return &out, nil
}
