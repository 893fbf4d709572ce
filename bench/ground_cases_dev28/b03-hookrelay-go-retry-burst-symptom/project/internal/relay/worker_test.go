package relay

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kumo-dev/hookrelay/internal/retry"
)

func TestWorkerRetriesUntilSuccess(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) < 3 {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	w := NewWorker(srv.Client(), retry.Policy{MaxAttempts: 5, BaseDelay: 5 * time.Millisecond, MaxDelay: 20 * time.Millisecond},
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	// Do not wait for real backoff delays: fire immediately.
	w.sleep = func(time.Duration) <-chan time.Time {
		ch := make(chan time.Time, 1)
		ch <- time.Now()
		return ch
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	queue := make(chan Delivery, 1)
	done := make(chan string, 1)
	go w.Run(ctx, queue, done)
	queue <- Delivery{ID: "d1", URL: srv.URL, Body: []byte(`{}`)}

	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("delivery did not finish")
	}
	if got := calls.Load(); got != 3 {
		t.Fatalf("calls = %d, want 3", got)
	}
}
