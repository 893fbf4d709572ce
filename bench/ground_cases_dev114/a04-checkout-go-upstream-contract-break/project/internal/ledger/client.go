package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

const requestTimeout = 3 * time.Second

// Balance is the ledger-svc GET /v1/accounts/{id}/balance response.
type Balance struct {
	AccountID      string `json:"account_id"`
	AvailableCents int64  `json:"available_cents"`
	HeldCents      int64  `json:"held_cents"`
	Currency       string `json:"currency"`
}

type Client struct {
	base  string
	token string
	http  *http.Client
}

func NewClient(base, token string) *Client {
	return &Client{base: base, token: token, http: &http.Client{Timeout: requestTimeout}}
}

func (c *Client) Balance(ctx context.Context, accountID string) (*Balance, error) {
	endpoint := fmt.Sprintf("%s/v1/accounts/%s/balance", c.base, url.PathEscape(accountID))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("ledger: unexpected status %d", resp.StatusCode)
	}
	var b Balance
	if err := json.NewDecoder(resp.Body).Decode(&b); err != nil {
		return nil, fmt.Errorf("ledger: decode response: %w", err)
	}
	return &b, nil
}
