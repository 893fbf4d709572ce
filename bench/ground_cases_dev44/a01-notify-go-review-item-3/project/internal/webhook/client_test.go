package webhook

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/acme/notify-svc/internal/config"
)

type fakeSigner struct{}

func (fakeSigner) Sign([]byte, time.Time) string { return "t=0,v1=test" }

func testClient(maxRetries int) *Client {
	cfg := config.Retry{MaxRetries: maxRetries, BaseDelay: time.Millisecond, MaxDelay: time.Second, RequestTimeout: time.Second}
	return New(cfg, fakeSigner{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func TestDeliverRetriesUntilSuccess(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) < 3 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()
	if err := testClient(5).Deliver(context.Background(), srv.URL, []byte(`{}`)); err != nil {
		t.Fatalf("Deliver: %v", err)
	}
	if got := calls.Load(); got != 3 {
		t.Fatalf("calls = %d, want 3", got)
	}
}

func TestDeliverGivesUp(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.WriteHeader(http.StatusInternalServerError)
	}))
	defer srv.Close()
	if err := testClient(2).Deliver(context.Background(), srv.URL, []byte(`{}`)); err == nil {
		t.Fatal("want error")
	}
	if got := calls.Load(); got != 3 {
		t.Fatalf("calls = %d, want 3", got)
	}
}
