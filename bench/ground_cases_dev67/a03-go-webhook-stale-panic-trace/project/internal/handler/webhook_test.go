package handler

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/fernhill/notify/internal/store"
)

func newHandler(st store.Store) *Webhook {
	return &Webhook{Store: st, Client: http.DefaultClient, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
}

func TestUnknownSourceIsAccepted(t *testing.T) {
	h := newHandler(store.NewMemory())
	mux := http.NewServeMux()
	mux.Handle("POST /webhooks/{source}", h)
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("POST", "/webhooks/github", strings.NewReader("{}")))
	if rec.Code != http.StatusAccepted {
		t.Fatalf("status = %d, want 202", rec.Code)
	}
}

func TestRequestIDIsEchoed(t *testing.T) {
	h := newHandler(store.NewMemory())
	mux := http.NewServeMux()
	mux.Handle("POST /webhooks/{source}", h)
	req := httptest.NewRequest("POST", "/webhooks/github", strings.NewReader("{}"))
	req.Header.Set("X-Request-ID", "req-123")
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, req)
	if got := rec.Header().Get("X-Request-ID"); got != "req-123" {
		t.Fatalf("X-Request-ID = %q, want req-123", got)
	}
}
