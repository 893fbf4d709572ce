package dispatch

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/lihao-dev/webhook-relay/internal/backoff"
)

func testDispatcher(max int) *Dispatcher {
	d := New(http.DefaultClient, backoff.Policy{Base: time.Millisecond, Max: time.Millisecond}, max,
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	d.sleep = func(context.Context, time.Duration) error { return nil }
	return d
}

func TestDeliverRetriesThenSucceeds(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if hits.Add(1) < 3 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	if err := testDispatcher(5).Deliver(context.Background(), Event{ID: "e1", URL: srv.URL}); err != nil {
		t.Fatal(err)
	}
	if hits.Load() != 3 {
		t.Fatalf("hits = %d, want 3", hits.Load())
	}
}

func TestDeliverGivesUpAfterMaxAttempts(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()

	if err := testDispatcher(5).Deliver(context.Background(), Event{ID: "e3", URL: srv.URL}); err == nil {
		t.Fatal("want an error after the last attempt")
	}
	if hits.Load() != 5 {
		t.Fatalf("hits = %d, want 5", hits.Load())
	}
}

func TestDeliverStopsOn4xx(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.WriteHeader(http.StatusGone)
	}))
	defer srv.Close()

	if err := testDispatcher(5).Deliver(context.Background(), Event{ID: "e2", URL: srv.URL}); err == nil {
		t.Fatal("want an error for 410")
	}
	if hits.Load() != 1 {
		t.Fatalf("hits = %d, want 1", hits.Load())
	}
}
