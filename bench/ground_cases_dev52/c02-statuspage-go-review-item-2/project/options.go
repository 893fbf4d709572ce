package statuspage

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
)

// Option configures a Client in New.
type Option func(*Client) error

// WithHTTPClient makes the client send its requests with hc.
func WithHTTPClient(hc *http.Client) Option {
	return func(c *Client) error {
		if hc == nil {
			return errors.New("statuspage: nil http.Client")
		}
		c.httpClient = hc
		return nil
	}
}

// WithBaseURL points the client at another API root (a mock server in tests).
func WithBaseURL(raw string) Option {
	return func(c *Client) error {
		if !strings.HasSuffix(raw, "/") {
			raw += "/"
		}
		u, err := url.Parse(raw)
		if err != nil {
			return err
		}
		c.baseURL = u
		return nil
	}
}

// WithUserAgent replaces the User-Agent header.
func WithUserAgent(ua string) Option {
	return func(c *Client) error {
		c.userAgent = ua
		return nil
	}
}

// WithRetry sets how many times a failed request is retried; 0 disables retries.
func WithRetry(n int) Option {
	return func(c *Client) error {
		if n < 0 {
			return errors.New("statuspage: WithRetry needs n >= 0")
		}
		c.maxRetries = n
		return nil
	}
}
