package fetch

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// upstreamTimeout bounds one quote request, whatever the caller's context says.
const upstreamTimeout = 3 * time.Second

type Client struct {
	http   *http.Client
	apiKey string
}

func NewClient(apiKey string) *Client {
	return &Client{
		http:   &http.Client{Timeout: upstreamTimeout},
		apiKey: apiKey,
	}
}

type quote struct {
	Symbol string  `json:"symbol"`
	Price  float64 `json:"price"`
}

// Price asks one upstream source for the current price.
func (c *Client) Price(ctx context.Context, source string) (float64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, source+"/v1/quote?symbol=JPYUSD", nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", source, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("%s: status %d", source, resp.StatusCode)
	}
	var q quote
	if err := json.NewDecoder(resp.Body).Decode(&q); err != nil {
		return 0, fmt.Errorf("%s: decode: %w", source, err)
	}
	return q.Price, nil
}
