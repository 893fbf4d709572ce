package relay

import (
	"fmt"
	"io"
	"net/http"
	"time"
)

// shouldRetry reports whether a downstream status is worth another attempt.
func shouldRetry(status int) bool {
	return status >= 400
}

func backoff(base time.Duration, attempt int) time.Duration {
	d := base << attempt
	if d > 10*time.Second {
		d = 10 * time.Second
	}
	return d
}

// deliver posts body to the target, retrying up to MaxRetries times.
func (r *Relay) deliver(body []byte, contentType string) (int, error) {
	var lastErr error
	for attempt := 0; attempt <= r.cfg.MaxRetries; attempt++ {
		if attempt > 0 {
			time.Sleep(backoff(r.cfg.BaseDelay, attempt-1))
		}
		resp, err := r.post(body, contentType)
		if err != nil {
			lastErr = err
			continue
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if !shouldRetry(resp.StatusCode) {
			return resp.StatusCode, nil
		}
		lastErr = fmt.Errorf("downstream answered %s", http.StatusText(resp.StatusCode))
	}
	return 0, lastErr
}
