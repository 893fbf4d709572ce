package relay

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

func TestSendOK(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusAccepted)
	}))
	defer srv.Close()
	c := NewClient(Config{Target: srv.URL, Timeout: time.Second})
	if err := c.Send(context.Background(), []byte(`{"id":1}`)); err != nil {
		t.Fatal(err)
	}
}

func TestSend400NotRetried(t *testing.T) {
	var calls int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		atomic.AddInt32(&calls, 1)
		w.WriteHeader(http.StatusBadRequest)
	}))
	defer srv.Close()
	c := NewClient(Config{Target: srv.URL, Timeout: time.Second})
	if err := c.Send(context.Background(), nil); err == nil {
		t.Fatal("want error")
	}
	if calls != 1 {
		t.Fatalf("calls = %d, want 1", calls)
	}
}

func TestSend503Retried(t *testing.T) {
	var calls int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		atomic.AddInt32(&calls, 1)
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	c := NewClient(Config{Target: srv.URL, Timeout: time.Second, MaxRetries: 3, BaseDelay: time.Millisecond})
	if err := c.Send(context.Background(), nil); err == nil {
		t.Fatal("want error")
	}
	if calls != 3 {
		t.Fatalf("calls = %d, want 3", calls)
	}
}

func TestBackoffBelowCap(t *testing.T) {
	for i := 0; i < 100; i++ {
		if got := Backoff(3, 100*time.Millisecond); got < 0 || got >= 400*time.Millisecond {
			t.Fatalf("Backoff(3) = %v, want [0, 400ms)", got)
		}
	}
}
