package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"
)

// statusError is a non-200 answer from the supplier.
type statusError struct {
	code int
	msg  string
}

func (e *statusError) Error() string { return e.msg }

func retryable(err error) bool {
	var se *statusError
	if errors.As(err, &se) {
		return se.code >= 500 || se.code == http.StatusTooManyRequests
	}
	var ne net.Error
	return errors.As(err, &ne)
}

type Product struct {
	SKU   string  `json:"sku"`
	Name  string  `json:"name"`
	Price float64 `json:"price"`
	Stock int     `json:"stock"`
}

type Client struct {
	cfg  Config
	http *http.Client
}

func NewClient(cfg Config) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: cfg.Timeout}}
}

// FetchPage returns one page of the supplier's product list; an empty page ends the list.
// 5xx, 429 and network errors are retried up to cfg.MaxRetries times with exponential backoff.
func (c *Client) FetchPage(ctx context.Context, page int) ([]Product, error) {
	var lastErr error
	for attempt := 0; attempt <= c.cfg.MaxRetries; attempt++ {
		if attempt > 0 {
			wait := time.Duration(1<<(attempt-1)) * 500 * time.Millisecond
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(wait):
			}
		}
		items, err := c.fetchOnce(ctx, page)
		if err == nil {
			return items, nil
		}
		lastErr = err
		if !retryable(err) {
			return nil, err
		}
	}
	return nil, fmt.Errorf("page %d: giving up after %d attempts: %w", page, c.cfg.MaxRetries+1, lastErr)
}

func (c *Client) fetchOnce(ctx context.Context, page int) ([]Product, error) {
	url := fmt.Sprintf("%s/products?page=%d", c.cfg.BaseURL, page)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.cfg.Token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return nil, &statusError{code: resp.StatusCode, msg: fmt.Sprintf("GET %s: %s: %s", url, resp.Status, body)}
	}
	var out struct {
		Items []Product `json:"items"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("decode page %d: %w", page, err)
	}
	return out.Items, nil
}
