package dispatch

import (
	"errors"
	"math/rand"
	"net"
	"net/http"
	"strconv"
	"time"
)

// Policy decides whether a failed delivery is retried and how long to wait first.
type Policy struct {
	MaxAttempts int
	BaseDelay   time.Duration
	Jitter      float64 // 0..1, the part of each delay that is randomised
}

// DefaultPolicy is used when config.yaml leaves the retry block out.
var DefaultPolicy = Policy{MaxAttempts: 5, BaseDelay: 500 * time.Millisecond, Jitter: 0.2}

// shouldRetry reports whether a delivery that ended with resp/err is worth another attempt.
func shouldRetry(resp *http.Response, err error) bool {
	if err != nil {
		var ne net.Error
		return errors.As(err, &ne) // timeouts, refused connections, resets
	}
	switch {
	case resp.StatusCode == http.StatusTooManyRequests:
		return true
	// 5xx is usually transient on the receiver's side; 501 will never succeed.
	case resp.StatusCode >= 500 && resp.StatusCode != http.StatusNotImplemented:
		return true
	}
	return false
}

// backoff returns how long to wait before retrying after attempt n (1-based) failed.
func (p Policy) backoff(attempt int) time.Duration {
	d := p.BaseDelay << uint(attempt-1)
	if p.Jitter > 0 {
		spread := float64(d) * p.Jitter
		d = d - time.Duration(spread/2) + time.Duration(rand.Float64()*spread)
	}
	return d
}

// retryAfter reads a Retry-After header given in seconds; 0 when absent or unusable.
func retryAfter(resp *http.Response) time.Duration {
	if resp == nil {
		return 0
	}
	v := resp.Header.Get("Retry-After")
	if v == "" {
		return 0
	}
	secs, err := strconv.Atoi(v)
	if err != nil || secs < 0 {
		return 0
	}
	return time.Duration(secs) * time.Second
}
