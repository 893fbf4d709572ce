package fx

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// Rate is one currency pair quote from the upstream FX API.
type Rate struct {
	Pair      string    `json:"pair"`
	Bid       float64   `json:"bid"`
	Ask       float64   `json:"ask"`
	UpdatedAt time.Time `json:"updated_at"`
}

type Client struct {
	base   string
	apiKey string
	http   *http.Client
}

func NewClient(base, apiKey string) *Client {
	return &Client{
		base:   strings.TrimRight(base, "/"),
		apiKey: apiKey,
		http:   &http.Client{Timeout: 8 * time.Second},
	}
}

// FetchRates asks the upstream for the latest quotes of the given pairs.
func (c *Client) FetchRates(ctx context.Context, pairs []string) ([]Rate, error) {
	url := fmt.Sprintf("%s/quotes?pairs=%s", c.base, strings.Join(pairs, ","))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Accept", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch rates: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("upstream status %d", resp.StatusCode)
	}
	defer resp.Body.Close()

	var body struct {
		Quotes []Rate `json:"quotes"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return nil, fmt.Errorf("decode quotes: %w", err)
	}
	return body.Quotes, nil
}
