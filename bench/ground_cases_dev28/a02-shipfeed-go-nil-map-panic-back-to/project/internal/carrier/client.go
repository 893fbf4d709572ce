package carrier

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

// Rate is one carrier's offer for a lane.
type Rate struct {
	Carrier  string `json:"carrier"`
	Service  string `json:"service"`
	Cents    int64  `json:"cents"`
	Currency string `json:"currency"`
	Days     int    `json:"days"`
}

type Client struct {
	base string
	key  string
	http *http.Client
}

func NewClient(base, key string) *Client {
	return &Client{base: base, key: key, http: &http.Client{Timeout: 4 * time.Second}}
}

// Rates asks the aggregator for all carriers' rates on a lane.
func (c *Client) Rates(ctx context.Context, from, to string, grams int) ([]Rate, error) {
	q := url.Values{"from": {from}, "to": {to}, "grams": {fmt.Sprint(grams)}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/rates?"+q.Encode(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	res, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("carrier rates: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("carrier rates: status %d", res.StatusCode)
	}
	var out struct {
		Rates []Rate `json:"rates"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("carrier rates: decode: %w", err)
	}
	return out.Rates, nil
}
