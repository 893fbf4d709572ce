package upstream

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/kofi/fxproxy/internal/config"
)

type Rate struct {
	Base  string  `json:"base"`
	Quote string  `json:"quote"`
	Value float64 `json:"value"`
}

type Client struct {
	base    string
	http    *http.Client
	retries int
}

func New(cfg config.Config) *Client {
	return &Client{
		base:    cfg.UpstreamURL,
		http:    &http.Client{Timeout: time.Duration(cfg.TimeoutMs)},
		retries: cfg.MaxRetries,
	}
}

func (c *Client) Rate(ctx context.Context, base, quote string) (Rate, error) {
	var last error
	for attempt := 0; attempt <= c.retries; attempt++ {
		r, err := c.once(ctx, base, quote)
		if err == nil {
			return r, nil
		}
		last = err
		time.Sleep(time.Duration(attempt+1) * 100 * time.Millisecond)
	}
	return Rate{}, fmt.Errorf("upstream rate %s/%s: %w", base, quote, last)
}

func (c *Client) once(ctx context.Context, base, quote string) (Rate, error) {
	url := fmt.Sprintf("%s/v1/rates/%s/%s", c.base, base, quote)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return Rate{}, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return Rate{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return Rate{}, fmt.Errorf("status %d", resp.StatusCode)
	}
	var r Rate
	err = json.NewDecoder(resp.Body).Decode(&r)
	return r, err
}
