package crm

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	baseURL    string
	token      string
	http       *http.Client
	maxRetries int
	baseDelay  time.Duration
}

func NewClient(baseURL, token string) *Client {
	return &Client{
		baseURL:    baseURL,
		token:      token,
		http:       &http.Client{Timeout: 30 * time.Second},
		maxRetries: 5,
		baseDelay:  time.Second,
	}
}

// doWithRetry sends the request built by newReq, retrying with exponential backoff.
func (c *Client) doWithRetry(ctx context.Context, newReq func() (*http.Request, error)) (*http.Response, error) {
	for attempt := 0; ; attempt++ {
		req, err := newReq()
		if err != nil {
			return nil, err
		}
		req.Header.Set("Authorization", "Bearer "+c.token)
		resp, err := c.http.Do(req)
		if err == nil && resp.StatusCode < 400 {
			return resp, nil
		}
		if err == nil {
			if attempt >= c.maxRetries {
				return resp, nil
			}
			resp.Body.Close()
		} else if attempt >= c.maxRetries {
			return nil, err
		}
		wait := c.baseDelay << attempt
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(wait):
		}
	}
}

// ListContacts returns one page of contacts updated after since.
func (c *Client) ListContacts(ctx context.Context, since time.Time, cursor string) (*Page, error) {
	q := url.Values{}
	q.Set("updated_after", since.UTC().Format(time.RFC3339))
	q.Set("limit", "100")
	if cursor != "" {
		q.Set("after", cursor)
	}
	resp, err := c.doWithRetry(ctx, func() (*http.Request, error) {
		return http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/v3/contacts?"+q.Encode(), nil)
	})
	if err != nil {
		return nil, fmt.Errorf("crm: list contacts: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		return nil, &APIError{Status: resp.StatusCode, Body: string(body)}
	}
	var page Page
	if err := json.NewDecoder(resp.Body).Decode(&page); err != nil {
		return nil, fmt.Errorf("crm: decode contacts: %w", err)
	}
	return &page, nil
}
