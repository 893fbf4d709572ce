package relay

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestDeliverRetriesUntilSuccess(t *testing.T) {
	var calls int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		if atomic.AddInt32(&calls, 1) < 3 {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	r := New(Config{Target: srv.URL, MaxRetries: 3, BaseDelay: time.Millisecond})
	status, err := r.deliver([]byte(`{"ok":true}`), "application/json")
	if err != nil || status != http.StatusOK {
		t.Fatalf("got %d, %v", status, err)
	}
	if calls != 3 {
		t.Fatalf("expected 3 calls, got %d", calls)
	}
}

func TestSignatureHeader(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		got = req.Header.Get("X-Relay-Signature")
	}))
	defer srv.Close()
	r := New(Config{Target: srv.URL, Secret: "s3cret"})
	if _, err := r.deliver([]byte("hi"), "text/plain"); err != nil {
		t.Fatal(err)
	}
	if len(got) != 64 || strings.Trim(got, "0123456789abcdef") != "" {
		t.Fatalf("bad signature %q", got)
	}
}
