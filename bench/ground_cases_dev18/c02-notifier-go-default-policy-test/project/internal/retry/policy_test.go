package retry

import (
	"net/http"
	"testing"
	"time"
)

func TestDefaultPolicy(t *testing.T) {
	p := DefaultPolicy()
	checks := []struct {
		name      string
		got, want any
	}{
		{"MaxAttempts", p.MaxAttempts, 3},
		{"Base", p.Base, 500 * time.Millisecond},
		{"Max", p.Max, 30 * time.Second},
		{"Jitter", p.Jitter, 0.2},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}

func TestDelayGrowsAndCaps(t *testing.T) {
	p := &Policy{MaxAttempts: 10, Base: time.Second, Max: 10 * time.Second}
	want := []time.Duration{1, 2, 4, 8, 10, 10}
	for i, w := range want {
		if got := p.Delay(i+1, nil); got != w*time.Second {
			t.Errorf("Delay(%d) = %v, want %v", i+1, got, w*time.Second)
		}
	}
}

func TestRetryable(t *testing.T) {
	for code, want := range map[int]bool{200: false, 400: false, 404: false, 429: true, 502: true, 503: true} {
		if got := Retryable(&http.Response{StatusCode: code}, nil); got != want {
			t.Errorf("Retryable(%d) = %v, want %v", code, got, want)
		}
	}
}

func TestDelayHonoursRetryAfter(t *testing.T) {
	p := &Policy{MaxAttempts: 5, Base: time.Second, Max: 30 * time.Second}
	resp := &http.Response{StatusCode: 429, Header: http.Header{}}
	resp.Header.Set("Retry-After", "7")
	if got := p.Delay(1, resp); got != 7*time.Second {
		t.Errorf("Delay with Retry-After: 7 = %v, want 7s", got)
	}
	resp.Header.Set("Retry-After", "120")
	if got := p.Delay(1, resp); got != 30*time.Second {
		t.Errorf("Delay with Retry-After: 120 = %v, want capped 30s", got)
	}
	resp.Header.Set("Retry-After", "soon")
	if got := p.Delay(2, resp); got != 2*time.Second {
		t.Errorf("Delay with bad Retry-After = %v, want backoff 2s", got)
	}
}
