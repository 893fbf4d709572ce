package webhook

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func testClient(maxAttempts int) *Client {
	c := NewClient("s3cret", maxAttempts, 2*time.Second)
	c.baseBackoff = time.Millisecond
	return c
}

func TestSendRetriesOnServerError(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) < 3 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	err := testClient(5).Send(context.Background(), Event{ID: "ev_1", Type: "order.paid", URL: srv.URL})
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if got := calls.Load(); got != 3 {
		t.Fatalf("calls = %d, want 3", got)
	}
}

func TestSendSignsBody(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.Header.Get("X-Signature"), "sha256=") {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	if err := testClient(1).Send(context.Background(), Event{ID: "ev_2", URL: srv.URL}); err != nil {
		t.Fatalf("Send: %v", err)
	}
}
