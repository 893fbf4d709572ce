package webhook

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func TestSendSignsPayload(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Get("X-Signature")
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()
	s := NewSender(Config{Secret: "k"}, quietLogger())
	if err := s.Send(context.Background(), Event{ID: "e1", Type: "order.paid", URL: srv.URL, Payload: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	if !Verify("k", got, []byte(`{}`), time.Now(), time.Minute) {
		t.Fatalf("bad signature %q", got)
	}
}

func TestSendReportsRejection(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadRequest)
	}))
	defer srv.Close()
	s := NewSender(Config{Secret: "k"}, quietLogger())
	if err := s.Send(context.Background(), Event{ID: "e2", URL: srv.URL}); err == nil {
		t.Fatal("expected an error for 400")
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
	s := NewSender(Config{Secret: "k"}, quietLogger())
	if err := s.Send(context.Background(), Event{ID: "e3", URL: srv.URL}); err != nil {
		t.Fatalf("expected success on third try: %v", err)
	}
	if calls != 3 {
		t.Fatalf("calls = %d, want 3", calls)
	}
}

func TestBackoffGrowsAndCaps(t *testing.T) {
	for a := 1; a <= 6; a++ {
		base := baseDelay << (a - 1)
		if d := backoff(a); d < base || d > base+time.Second {
			t.Fatalf("attempt %d: %v not in [%v, %v]", a, d, base, base+time.Second)
		}
	}
	if d := backoff(20); d > maxDelay+time.Second {
		t.Fatalf("not capped: %v", d)
	}
}
