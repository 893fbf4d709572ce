package webhook

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

func TestSendRetriesServerErrors(t *testing.T) {
	var calls int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if atomic.AddInt32(&calls, 1) < 3 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	s := NewSender("k", time.Second, RetryPolicy{MaxAttempts: 4, BaseDelay: time.Millisecond})
	if err := s.Send(context.Background(), srv.URL, Event{ID: "e1", Type: "order.shipped", Payload: json.RawMessage(`{}`)}); err != nil {
		t.Fatalf("Send: %v", err)
	}
	if calls != 3 {
		t.Fatalf("calls = %d, want 3", calls)
	}
}

func TestSendDoesNotRetryClientErrors(t *testing.T) {
	var calls int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		atomic.AddInt32(&calls, 1)
		w.WriteHeader(http.StatusNotFound)
	}))
	defer srv.Close()

	s := NewSender("k", time.Second, RetryPolicy{MaxAttempts: 4, BaseDelay: time.Millisecond})
	if err := s.Send(context.Background(), srv.URL, Event{ID: "e2"}); err == nil {
		t.Fatal("want error for 404")
	}
	if calls != 1 {
		t.Fatalf("calls = %d, want 1", calls)
	}
}
