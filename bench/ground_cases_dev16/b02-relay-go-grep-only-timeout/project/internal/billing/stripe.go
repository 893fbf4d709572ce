package billing

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const defaultBase = "https://api.stripe.com/v1"

// Client is the small part of the Stripe API the worker needs: usage records
// for metered subscriptions.
type Client struct {
	key  string
	base string
	http *http.Client
}

func NewClient(key string) *Client {
	return &Client{key: key, base: defaultBase, http: &http.Client{}}
}

type UsageRecord struct {
	ID        string `json:"id"`
	Quantity  int64  `json:"quantity"`
	Timestamp int64  `json:"timestamp"`
}

// ReportUsage adds quantity to a metered subscription item.
func (c *Client) ReportUsage(ctx context.Context, itemID string, quantity int64, ts int64) (*UsageRecord, error) {
	form := url.Values{}
	form.Set("quantity", fmt.Sprint(quantity))
	form.Set("timestamp", fmt.Sprint(ts))
	form.Set("action", "increment")
	endpoint := fmt.Sprintf("%s/subscription_items/%s/usage_records", c.base, itemID)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return nil, err
	}
	req.SetBasicAuth(c.key, "")
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("stripe: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return nil, fmt.Errorf("stripe: status %d", resp.StatusCode)
	}
	var rec UsageRecord
	if err := json.NewDecoder(resp.Body).Decode(&rec); err != nil {
		return nil, err
	}
	return &rec, nil
}
