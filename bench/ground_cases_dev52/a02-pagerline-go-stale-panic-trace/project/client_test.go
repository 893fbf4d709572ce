package pagerline

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

func newTestClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return NewClient("tok", WithBaseURL(srv.URL), WithBackoff(func(int) time.Duration { return time.Millisecond }))
}

func TestNewRequestSetsHeaders(t *testing.T) {
	c := NewClient("secret")
	req, err := c.NewRequest(context.Background(), http.MethodPost, "/incidents", map[string]string{"a": "b"})
	if err != nil {
		t.Fatal(err)
	}
	if got := req.Header.Get("Authorization"); got != "Bearer secret" {
		t.Errorf("Authorization = %q", got)
	}
	if got := req.URL.String(); got != "https://api.pagerline.io/v2/incidents" {
		t.Errorf("URL = %q", got)
	}
}

func TestRetriesOn503(t *testing.T) {
	var calls int32
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if atomic.AddInt32(&calls, 1) < 3 {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte(`{"incidents":[{"id":"P1"}]}`))
	})
	list, _, err := c.Incidents.List(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || calls != 3 {
		t.Fatalf("got %d incidents after %d calls", len(list), calls)
	}
}

func TestRetryAfterParsing(t *testing.T) {
	now := time.Date(2025, 11, 12, 10, 0, 0, 0, time.UTC)
	cases := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"", 0, false},
		{"3", 3 * time.Second, true},
		{" 120 ", 2 * time.Minute, true},
		{"Wed, 12 Nov 2025 10:00:05 GMT", 5 * time.Second, true},
		{"Wednesday, 12-Nov-25 10:00:07 GMT", 7 * time.Second, true},
		{"Wed, 12 Nov 2025 09:59:00 GMT", 0, true},
		{"-1", 0, false},
		{"soon", 0, false},
	}
	for _, tc := range cases {
		got, ok := retryAfter(tc.in, now)
		if got != tc.want || ok != tc.ok {
			t.Errorf("retryAfter(%q) = %v, %v; want %v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestWaitUsesRetryAfterWithFakeClock(t *testing.T) {
	c := NewClient("tok", WithBackoff(func(int) time.Duration { return time.Millisecond }))
	c.now = func() time.Time { return time.Date(2025, 11, 12, 10, 0, 0, 0, time.UTC) }
	resp := &http.Response{Header: http.Header{"Retry-After": {"Wed, 12 Nov 2025 10:00:09 GMT"}}}
	if got := c.wait(resp, 0); got != 9*time.Second {
		t.Errorf("wait = %v, want 9s", got)
	}
	resp.Header.Set("Retry-After", "3600")
	if got := c.wait(resp, 0); got != maxRetryWait {
		t.Errorf("wait = %v, want the %v cap", got, maxRetryWait)
	}
	resp.Header.Del("Retry-After")
	if got := c.wait(resp, 2); got != time.Millisecond {
		t.Errorf("wait = %v, want the backoff", got)
	}
}

func TestAPIErrorIsDecoded(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Request-Id", "req-1")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"error":{"code":"not_found","message":"no such incident"}}`))
	})
	_, _, err := c.Incidents.Get(context.Background(), "P404")
	if !IsNotFound(err) {
		t.Fatalf("err = %v", err)
	}
	if got := err.Error(); got != "pagerline: not_found: no such incident (HTTP 404, request req-1)" {
		t.Errorf("Error() = %q", got)
	}
}
