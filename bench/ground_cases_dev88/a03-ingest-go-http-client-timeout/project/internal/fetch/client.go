package fetch

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

type Enrichment struct {
	Country string   `json:"country"`
	ASN     int      `json:"asn"`
	Tags    []string `json:"tags"`
}

type Client struct {
	base       string
	httpClient *http.Client
}

func NewClient(base string) *Client {
	return &Client{
		base:       base,
		httpClient: &http.Client{},
	}
}

func (c *Client) Enrich(ctx context.Context, ip string) (*Enrichment, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/v1/ip/"+url.PathEscape(ip), nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		_, _ = io.Copy(io.Discard, resp.Body)
		return nil, fmt.Errorf("enrich %s: status %d", ip, resp.StatusCode)
	}
	var out Enrichment
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("enrich %s: %w", ip, err)
	}
	return &out, nil
}
