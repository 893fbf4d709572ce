package statuspage

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

func newTestClient(t *testing.T, h http.HandlerFunc, opts ...Option) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	c, err := New("tok", append([]Option{WithBaseURL(srv.URL)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	c.sleep = func(context.Context, time.Duration) error { return nil }
	return c
}

func TestAuthAndUserAgent(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if got := r.Header.Get("Authorization"); got != "OAuth tok" {
			t.Errorf("Authorization = %q", got)
		}
		if got := r.Header.Get("User-Agent"); got == "" {
			t.Error("no User-Agent")
		}
		w.Write([]byte(`{"id":"i1","name":"DB down","status":"investigating"}`))
	})
	inc, err := c.GetIncident(context.Background(), "p1", "i1")
	if err != nil || inc.Name != "DB down" {
		t.Fatalf("GetIncident = %+v, %v", inc, err)
	}
}

func TestRetriesOn503(t *testing.T) {
	var calls int32
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if atomic.AddInt32(&calls, 1) < 3 {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte(`[]`))
	})
	if _, err := c.ListComponents(context.Background(), "p1", 0); err != nil {
		t.Fatal(err)
	}
	if calls != 3 {
		t.Fatalf("calls = %d, want 3", calls)
	}
}

func TestAPIError(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Request-Id", "req-9")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"error":"page not found"}`))
	}, WithRetry(1))
	_, err := c.ListIncidents("nope", nil)
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.StatusCode != 404 || apiErr.RequestID != "req-9" {
		t.Fatalf("err = %v", err)
	}
}
