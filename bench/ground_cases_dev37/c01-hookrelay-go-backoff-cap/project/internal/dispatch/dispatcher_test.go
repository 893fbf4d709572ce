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
)

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func TestDeliverOK(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Hookrelay-Signature") == "" {
			t.Error("missing signature")
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	d := New(srv.Client(), DefaultPolicy, quietLog())
	if err := d.Deliver(context.Background(), Hook{Name: "t", URL: srv.URL}, Event{ID: "e1"}); err != nil {
		t.Fatal(err)
	}
}

func TestDeliverGivesUpOn400(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		w.WriteHeader(http.StatusBadRequest)
	}))
	defer srv.Close()

	d := New(srv.Client(), Policy{MaxAttempts: 3, BaseDelay: time.Millisecond}, quietLog())
	if err := d.Deliver(context.Background(), Hook{Name: "t", URL: srv.URL}, Event{ID: "e2"}); err == nil {
		t.Fatal("want error")
	}
	if calls != 1 {
		t.Fatalf("calls = %d, want 1", calls)
	}
}

func TestDeliverRetriesOn503(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls < 3 {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	d := New(srv.Client(), Policy{MaxAttempts: 5, BaseDelay: time.Millisecond}, quietLog())
	if err := d.Deliver(context.Background(), Hook{Name: "t", URL: srv.URL}, Event{ID: "e4"}); err != nil {
		t.Fatal(err)
	}
	if calls != 3 {
		t.Fatalf("calls = %d, want 3", calls)
	}
}

func TestDispatchTimeout(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		<-r.Context().Done() // hang until the client gives up
	}))
	defer srv.Close()

	client := &http.Client{Timeout: 50 * time.Millisecond}
	d := New(client, Policy{MaxAttempts: 2, BaseDelay: 10 * time.Millisecond}, quietLog())
	if err := d.Deliver(context.Background(), Hook{Name: "t", URL: srv.URL}, Event{ID: "e3"}); err == nil {
		t.Fatal("want timeout error")
	}
	if n := calls.Load(); n != 2 {
		t.Fatalf("calls = %d, want 2", n)
	}
}
