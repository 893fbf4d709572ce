package pagerline

import (
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Option configures a Client.
type Option func(*Client)

// WithHTTPClient replaces the default http.Client (30 s timeout).
func WithHTTPClient(h *http.Client) Option {
	return func(c *Client) { c.http = h }
}

// WithBaseURL points the client at another API host, e.g. the EU region.
func WithBaseURL(raw string) Option {
	return func(c *Client) {
		if !strings.HasSuffix(raw, "/") {
			raw += "/"
		}
		if u, err := url.Parse(raw); err == nil {
			c.baseURL = u
		}
	}
}

// WithUserAgent prefixes the User-Agent header with the caller's product name.
func WithUserAgent(product string) Option {
	return func(c *Client) { c.userAgent = product + " " + defaultUserAgent }
}

// WithRetries sets how many times a 429 or 5xx answer is retried (default 3).
func WithRetries(n int) Option {
	return func(c *Client) { c.retries = n }
}

// WithBackoff replaces the wait between retries (default 250 ms, doubling).
func WithBackoff(f func(attempt int) time.Duration) Option {
	return func(c *Client) { c.backoff = f }
}
