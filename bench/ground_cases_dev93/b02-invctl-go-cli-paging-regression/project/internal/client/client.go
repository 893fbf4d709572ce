// Package client talks to the inventory API (zaiko-api) used by the warehouse.
package client

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

type Item struct {
	SKU       string    `json:"sku"`
	Name      string    `json:"name"`
	Status    string    `json:"status"`
	Stock     int       `json:"stock"`
	UpdatedAt time.Time `json:"updated_at"`
}

type pageResp struct {
	Items      []Item `json:"items"`
	Page       int    `json:"page"`
	TotalPages int    `json:"total_pages"`
}

type Client struct {
	BaseURL  string
	Token    string
	PageSize int
	HTTP     *http.Client
	Retry    RetryPolicy
}

func New(baseURL, token string) *Client {
	return &Client{
		BaseURL:  baseURL,
		Token:    token,
		PageSize: 500,
		HTTP:     &http.Client{Timeout: 20 * time.Second},
		Retry:    DefaultRetry,
	}
}

// FetchAll reads every page of /v1/items updated at or after since (zero: everything).
// total_pages comes from a cached count on the API side and can be stale, so a short
// page also ends the listing.
func (c *Client) FetchAll(ctx context.Context, since time.Time) ([]Item, error) {
	var all []Item
	for pageNo := 1; ; pageNo++ {
		p, err := c.fetchPage(ctx, pageNo, since)
		if err != nil {
			return nil, fmt.Errorf("page %d: %w", pageNo, err)
		}
		all = append(all, p.Items...)
		if pageNo >= p.TotalPages {
			break
		}
	}
	return all, nil
}

func (c *Client) fetchPage(ctx context.Context, pageNo int, since time.Time) (*pageResp, error) {
	q := url.Values{}
	q.Set("page", strconv.Itoa(pageNo))
	q.Set("per_page", strconv.Itoa(c.PageSize))
	if !since.IsZero() {
		q.Set("updated_since", since.UTC().Format(time.RFC3339))
	}
	resp, err := c.Retry.do(ctx, func() (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+"/v1/items?"+q.Encode(), nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set("Authorization", "Bearer "+c.Token)
		req.Header.Set("Accept", "application/json")
		return c.HTTP.Do(req)
	})
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET /v1/items: %s", resp.Status)
	}
	var p pageResp
	if err := json.NewDecoder(resp.Body).Decode(&p); err != nil {
		return nil, fmt.Errorf("decode page %d: %w", pageNo, err)
	}
	return &p, nil
}
