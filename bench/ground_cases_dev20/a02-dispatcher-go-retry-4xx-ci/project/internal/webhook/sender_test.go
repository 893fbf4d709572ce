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

func fixedNow() time.Time { return time.Unix(1_700_000_000, 0) }

func newTestSender() *Sender {
	s := NewSender(&http.Client{Timeout: 2 * time.Second})
	s.Now = fixedNow
	return s
}

func TestSender_SignsRequest(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Get("X-Tally-Signature")
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	err := newTestSender().Send(context.Background(), Event{ID: "evt_1", URL: srv.URL, Secret: "s3cr3t", Payload: []byte(`{"a":1}`)})
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if !strings.HasPrefix(got, "t=1700000000,v1=") {
		t.Fatalf("signature header = %q", got)
	}
}

func TestSender_ReportsNon2xx(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusGone)
	}))
	defer srv.Close()

	err := newTestSender().Send(context.Background(), Event{ID: "evt_2", URL: srv.URL, Payload: []byte(`{}`)})
	if err == nil || !strings.Contains(err.Error(), "410") {
		t.Fatalf("want a 410 error, got %v", err)
	}
}

func TestSender_RetriesServerErrors(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) < 3 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	s := newTestSender()
	s.BaseBackoff = time.Millisecond
	if err := s.Send(context.Background(), Event{ID: "evt_4", URL: srv.URL, Payload: []byte(`{}`)}); err != nil {
		t.Fatalf("Send: %v", err)
	}
	if n := calls.Load(); n != 3 {
		t.Fatalf("server got %d calls, want 3", n)
	}
}

func TestSender_DoesNotRetryClientErrors(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.WriteHeader(http.StatusUnprocessableEntity)
	}))
	defer srv.Close()

	_ = newTestSender().Send(context.Background(), Event{ID: "evt_3", URL: srv.URL, Payload: []byte(`{}`)})
	if n := calls.Load(); n != 1 {
		t.Fatalf("server got %d calls, want 1", n)
	}
}
