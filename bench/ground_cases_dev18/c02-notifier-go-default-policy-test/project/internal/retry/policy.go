package retry

import (
	"math/rand"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// Policy decides how often and how long to wait between webhook delivery attempts.
type Policy struct {
	MaxAttempts int
	Base        time.Duration
	Max         time.Duration
	// Jitter is the fraction of the delay that is randomised (0 = none, 1 = full jitter).
	Jitter float64

	mu  sync.Mutex
	rnd *rand.Rand
}

// DefaultPolicy is what the webhook sender uses unless a tenant overrides it.
func DefaultPolicy() *Policy {
	return &Policy{
		MaxAttempts: 5,
		Base:        500 * time.Millisecond,
		Max:         30 * time.Second,
		Jitter:      0.2,
		rnd:         rand.New(rand.NewSource(time.Now().UnixNano())),
	}
}

// Retryable reports whether a response (or transport error) should be retried.
func Retryable(resp *http.Response, err error) bool {
	if err != nil {
		return true
	}
	switch resp.StatusCode {
	case http.StatusTooManyRequests, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return true
	}
	return false
}

// Delay returns how long to wait before retry number attempt (1-based).
func (p *Policy) Delay(attempt int, resp *http.Response) time.Duration {
	if ra, ok := retryAfter(resp); ok {
		if ra > p.Max {
			return p.Max
		}
		return ra
	}
	if attempt > 20 {
		attempt = 20
	}
	d := p.Base << (attempt - 1)
	if d > p.Max {
		d = p.Max
	}
	return p.jitter(d)
}

// retryAfter reads a Retry-After header given in seconds or as an HTTP date.
func retryAfter(resp *http.Response) (time.Duration, bool) {
	if resp == nil {
		return 0, false
	}
	v := resp.Header.Get("Retry-After")
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.Atoi(v); err == nil && secs >= 0 {
		return time.Duration(secs) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := time.Until(t); d > 0 {
			return d, true
		}
		return 0, true
	}
	return 0, false
}

func (p *Policy) jitter(d time.Duration) time.Duration {
	if p.Jitter <= 0 || p.rnd == nil {
		return d
	}
	p.mu.Lock()
	f := p.rnd.Float64()
	p.mu.Unlock()
	spread := float64(d) * p.Jitter
	return time.Duration(float64(d) - spread + f*spread)
}
