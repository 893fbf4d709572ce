package statuspage

import (
	"math/rand"
	"net/http"
	"strconv"
	"strings"
	"time"
)

const defaultMaxRetries = 3

var baseDelay = 500 * time.Millisecond

// maxRetryAfter caps how long a Retry-After header can make us wait.
var maxRetryAfter = 60 * time.Second

func retryable(status int) bool {
	return status == http.StatusTooManyRequests || status >= 500
}

// send performs req, retrying on 429 and 5xx responses and on network errors with
// exponential backoff and jitter. The request's context cancels the wait.
func (c *Client) send(req *http.Request) (*http.Response, error) {
	for attempt := 0; ; attempt++ {
		if attempt > 0 && req.GetBody != nil {
			body, err := req.GetBody()
			if err != nil {
				return nil, err
			}
			req.Body = body
		}
		resp, err := c.httpClient.Do(req)
		if err == nil && !retryable(resp.StatusCode) {
			return resp, nil
		}
		if attempt >= c.maxRetries {
			return resp, err
		}
		wait := backoff(attempt)
		if err == nil {
			if d, ok := retryAfter(resp); ok {
				wait = d
			}
			resp.Body.Close()
		}
		if serr := c.sleep(req.Context(), wait); serr != nil {
			return nil, serr
		}
	}
}

// retryAfter reads a 429 response's Retry-After header (delay-seconds or an HTTP date).
func retryAfter(resp *http.Response) (time.Duration, bool) {
	if resp.StatusCode != http.StatusTooManyRequests {
		return 0, false
	}
	v := strings.TrimSpace(resp.Header.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	var d time.Duration
	if secs, err := strconv.Atoi(v); err == nil {
		d = time.Duration(secs) * time.Second
	} else if t, err := http.ParseTime(v); err == nil {
		d = time.Until(t)
	} else {
		return 0, false
	}
	if d < 0 {
		d = 0
	}
	if d > maxRetryAfter {
		d = maxRetryAfter
	}
	return d, true
}

// backoff is 500ms, 1s, 2s, ... with up to 20% jitter.
func backoff(attempt int) time.Duration {
	d := baseDelay << attempt
	jitter := time.Duration(rand.Int63n(int64(d) / 5))
	return d + jitter
}
