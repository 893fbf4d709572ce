// Package pagerline is a client for the Pagerline incident API (v2).
package pagerline

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

const (
	defaultBaseURL   = "https://api.pagerline.io/v2/"
	defaultUserAgent = "pagerline-go/1.7.0"
	defaultRetries   = 3

	// maxRetryWait caps a server-sent Retry-After.
	maxRetryWait = 30 * time.Second
)

// Client talks to the Pagerline API. Create one with NewClient and reuse it;
// it is safe for concurrent use.
type Client struct {
	http      *http.Client
	baseURL   *url.URL
	token     string
	userAgent string
	retries   int
	backoff   func(attempt int) time.Duration
	now       func() time.Time

	Incidents *IncidentsService
}

// NewClient returns a client that authenticates with the API token.
func NewClient(token string, opts ...Option) *Client {
	base, _ := url.Parse(defaultBaseURL)
	c := &Client{
		http:      &http.Client{Timeout: 30 * time.Second},
		baseURL:   base,
		token:     token,
		userAgent: defaultUserAgent,
		retries:   defaultRetries,
		backoff:   exponentialBackoff,
		now:       time.Now,
	}
	for _, opt := range opts {
		opt(c)
	}
	c.Incidents = &IncidentsService{client: c}
	return c
}

func exponentialBackoff(attempt int) time.Duration {
	return time.Duration(1<<attempt) * 250 * time.Millisecond
}

// NewRequest builds a request for path, relative to the base URL, with body
// encoded as JSON when it is not nil.
func (c *Client) NewRequest(ctx context.Context, method, path string, body any) (*http.Request, error) {
	u, err := c.baseURL.Parse(strings.TrimPrefix(path, "/"))
	if err != nil {
		return nil, err
	}
	var buf io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		buf = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, u.String(), buf)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", c.userAgent)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	return req, nil
}

// Response wraps the http.Response with the cursor of list endpoints.
type Response struct {
	*http.Response
	NextCursor string
}

func (c *Client) do(req *http.Request, v any) (*Response, error) {
	var resp *http.Response
	var err error
	for attempt := 0; ; attempt++ {
		resp, err = c.http.Do(req)
		if err != nil {
			return nil, err
		}
		if !retryable(resp.StatusCode) || attempt >= c.retries {
			break
		}
		resp.Body.Close()
		select {
		case <-req.Context().Done():
			return nil, req.Context().Err()
		case <-time.After(c.wait(resp, attempt)):
		}
		if req.GetBody != nil {
			req.Body, _ = req.GetBody()
		}
	}
	defer resp.Body.Close()
	r := &Response{Response: resp, NextCursor: resp.Header.Get("X-Next-Cursor")}
	if err := checkResponse(resp); err != nil {
		return r, err
	}
	if v == nil || resp.StatusCode == http.StatusNoContent {
		return r, nil
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil && err != io.EOF {
		return r, fmt.Errorf("pagerline: decoding response: %w", err)
	}
	return r, nil
}

// wait is how long to sleep before the next attempt: the server's Retry-After
// when it sent one (seconds or an HTTP date), capped at maxRetryWait, else the
// client's backoff.
func (c *Client) wait(resp *http.Response, attempt int) time.Duration {
	if d, ok := retryAfter(resp.Header.Get("Retry-After"), c.now()); ok {
		return min(d, maxRetryWait)
	}
	return c.backoff(attempt)
}

// retryAfter parses a Retry-After value relative to now (RFC 9110, 10.2.3).
func retryAfter(value string, now time.Time) (time.Duration, bool) {
	value = strings.TrimSpace(value)
	if value == "" {
		return 0, false
	}
	if secs, err := strconv.Atoi(value); err == nil && secs >= 0 {
		return time.Duration(secs) * time.Second, true
	}
	if t, err := http.ParseTime(value); err == nil {
		if d := t.Sub(now); d > 0 {
			return d, true
		}
		return 0, true
	}
	return 0, false
}

func retryable(status int) bool {
	return status == http.StatusTooManyRequests || status >= 500
}

// checkResponse turns a non-2xx response into an *Error.
func checkResponse(resp *http.Response) error {
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		return nil
	}
	var body errorEnvelope
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	_ = json.Unmarshal(data, &body)
	return &Error{
		StatusCode: resp.StatusCode,
		Code:       body.Error.Code,
		Message:    body.Error.Message,
		RequestID:  resp.Header.Get("X-Request-Id"),
	}
}
