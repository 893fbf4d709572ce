package fetch

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"time"
)

// Feed is one subscription as stored in the database.
type Feed struct {
	ID   int64
	URL  string
	ETag string
}

// Item is one entry of a feed.
type Item struct {
	GUID      string
	Title     string
	Link      string
	Published time.Time
}

// Client fetches and parses feeds.
type Client struct {
	HTTP      *http.Client
	Timeout   time.Duration
	UserAgent string
	// PerHost caps concurrent requests to one host (0 = unlimited).
	PerHost int

	mu    sync.Mutex
	hosts map[string]chan struct{}
}

func NewClient(timeout time.Duration) *Client {
	return &Client{
		HTTP:      &http.Client{},
		Timeout:   timeout,
		UserAgent: "feedsync/1.4 (+https://acme.example/bot)",
		PerHost:   2,
		hosts:     map[string]chan struct{}{},
	}
}

// slot blocks until a request to host may start and returns the release func.
func (c *Client) slot(ctx context.Context, host string) (func(), error) {
	if c.PerHost <= 0 {
		return func() {}, nil
	}
	c.mu.Lock()
	sem, ok := c.hosts[host]
	if !ok {
		sem = make(chan struct{}, c.PerHost)
		c.hosts[host] = sem
	}
	c.mu.Unlock()
	select {
	case sem <- struct{}{}:
		return func() { <-sem }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Fetch downloads one feed. A 304 returns no items and no error.
func (c *Client) Fetch(ctx context.Context, feed Feed) ([]Item, error) {
	u, err := url.Parse(feed.URL)
	if err != nil {
		return nil, err
	}
	release, err := c.slot(ctx, u.Host)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: waiting for host slot: %w", feed.URL, err)
	}
	defer release()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, feed.URL, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", c.UserAgent)
	if feed.ETag != "" {
		req.Header.Set("If-None-Match", feed.ETag)
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", feed.URL, err)
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
		return parse(resp.Body)
	case http.StatusNotModified:
		return nil, nil
	default:
		return nil, fmt.Errorf("fetch %s: status %d", feed.URL, resp.StatusCode)
	}
}
