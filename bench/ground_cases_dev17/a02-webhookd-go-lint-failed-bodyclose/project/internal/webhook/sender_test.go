package webhook

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/acme/webhookd/internal/config"
)

func testSender() *Sender {
	cfg := config.Webhooks{Timeout: 2 * time.Second, MaxAttempts: 3, RetryBaseDelay: time.Millisecond}
	return NewSender(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func TestSendSigns(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Get("X-Webhook-Signature")
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	err := testSender().Send(context.Background(), Delivery{ID: "d1", URL: srv.URL, Secret: "s3cret", Event: "invoice.paid"})
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if !strings.HasPrefix(got, "sha256=") {
		t.Fatalf("signature header = %q", got)
	}
}

func TestSendNon2xxIsError(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusGone)
	}))
	defer srv.Close()

	if err := testSender().Send(context.Background(), Delivery{ID: "d2", URL: srv.URL}); err == nil {
		t.Fatal("expected an error for 410")
	}
}

func TestSendRetries5xx(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls < 3 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	if err := testSender().Send(context.Background(), Delivery{ID: "d3", URL: srv.URL}); err != nil {
		t.Fatalf("Send: %v", err)
	}
	if calls != 3 {
		t.Fatalf("calls = %d, want 3", calls)
	}
}

func TestSendDoesNotRetry4xx(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		w.WriteHeader(http.StatusUnprocessableEntity)
	}))
	defer srv.Close()

	if err := testSender().Send(context.Background(), Delivery{ID: "d4", URL: srv.URL}); err == nil {
		t.Fatal("expected an error for 422")
	}
	if calls != 1 {
		t.Fatalf("calls = %d, want 1", calls)
	}
}
