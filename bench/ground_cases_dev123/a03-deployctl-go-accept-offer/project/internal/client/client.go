package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// ErrNotFound is returned when the API has no release with the given id.
var ErrNotFound = errors.New("release not found")

type Client struct {
	base        string
	token       string
	http        *http.Client
	maxAttempts int
}

type Release struct {
	ID        string    `json:"id"`
	Service   string    `json:"service"`
	Version   string    `json:"version"`
	State     string    `json:"state"`
	StartedAt time.Time `json:"started_at"`
}

func New(base, token string, timeout time.Duration, maxAttempts int) *Client {
	return &Client{
		base:        strings.TrimRight(base, "/"),
		token:       token,
		http:        &http.Client{Timeout: timeout},
		maxAttempts: maxAttempts,
	}
}

func (c *Client) newRequest(ctx context.Context, method, path string, body *strings.Reader) (*http.Request, error) {
	var req *http.Request
	var err error
	if body == nil {
		req, err = http.NewRequestWithContext(ctx, method, c.base+path, nil)
	} else {
		req, err = http.NewRequestWithContext(ctx, method, c.base+path, body)
	}
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

func (c *Client) Status(ctx context.Context, id string) (*Release, error) {
	req, err := c.newRequest(ctx, http.MethodGet, "/v1/releases/"+id, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return nil, fmt.Errorf("%w: %s", ErrNotFound, id)
	case resp.StatusCode != http.StatusOK:
		return nil, fmt.Errorf("status %s: %s", id, resp.Status)
	}
	var rel Release
	if err := json.NewDecoder(resp.Body).Decode(&rel); err != nil {
		return nil, fmt.Errorf("decode release: %w", err)
	}
	return &rel, nil
}

func (c *Client) Deploy(ctx context.Context, service, version string) (*Release, error) {
	body := strings.NewReader(fmt.Sprintf(`{"service":%q,"version":%q}`, service, version))
	req, err := c.newRequest(ctx, http.MethodPost, "/v1/releases", body)
	if err != nil {
		return nil, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return nil, fmt.Errorf("deploy %s@%s: %s", service, version, resp.Status)
	}
	var rel Release
	if err := json.NewDecoder(resp.Body).Decode(&rel); err != nil {
		return nil, fmt.Errorf("decode release: %w", err)
	}
	return &rel, nil
}
