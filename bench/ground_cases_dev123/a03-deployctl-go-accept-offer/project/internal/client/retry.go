package client

import (
	"net/http"
	"time"
)

// Do sends req, retrying idempotent requests on network errors and 5xx answers
// with exponential backoff (200ms, 400ms, 800ms, ...).
func (c *Client) Do(req *http.Request) (*http.Response, error) {
	if req.Method != http.MethodGet && req.Method != http.MethodHead {
		return c.http.Do(req)
	}
	backoff := 200 * time.Millisecond
	var (
		resp *http.Response
		err  error
	)
	for attempt := 1; attempt <= c.maxAttempts; attempt++ {
		resp, err = c.http.Do(req)
		if err == nil && resp.StatusCode < 500 {
			return resp, nil
		}
		if attempt == c.maxAttempts {
			break
		}
		if resp != nil {
			resp.Body.Close()
		}
		time.Sleep(backoff)
		backoff *= 2
	}
	return resp, err
}
