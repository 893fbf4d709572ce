package sse

import (
	"bufio"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/kestrel-labs/notifyd/internal/broker"
	"github.com/kestrel-labs/notifyd/internal/store"
)

type sseEvent struct{ id, kind, data string }

func discardLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// readEvent reads one event, skipping keepalive comments.
func readEvent(t *testing.T, rd *bufio.Reader) sseEvent {
	t.Helper()
	var ev sseEvent
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			t.Fatalf("reading stream: %v", err)
		}
		line = strings.TrimRight(line, "\n")
		switch {
		case line == "" && ev.kind != "":
			return ev
		case strings.HasPrefix(line, "id: "):
			ev.id = strings.TrimPrefix(line, "id: ")
		case strings.HasPrefix(line, "event: "):
			ev.kind = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			ev.data = strings.TrimPrefix(line, "data: ")
		}
	}
}

func waitForStream(t *testing.T, b *broker.Broker, userID string) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for b.Subscribers(userID) == 0 {
		if time.Now().After(deadline) {
			t.Fatal("stream never subscribed")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestHandlerStreamsEvents(t *testing.T) {
	b := broker.New(store.NewRing(16), discardLogger())
	srv := httptest.NewServer(&Handler{Broker: b, Keepalive: time.Hour})
	defer srv.Close()

	req, _ := http.NewRequest(http.MethodGet, srv.URL, nil)
	req.Header.Set("X-User-ID", "u1")
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if got := resp.Header.Get("Content-Type"); got != "text/event-stream" {
		t.Fatalf("Content-Type = %q", got)
	}
	waitForStream(t, b, "u1")
	b.Publish(store.Event{UserID: "u1", Kind: "mention", Data: []byte(`{"n":1}`)})
	ev := readEvent(t, bufio.NewReader(resp.Body))
	if ev.id != "1" || ev.kind != "mention" || ev.data != `{"n":1}` {
		t.Fatalf("got %+v", ev)
	}
}

func TestHandlerRejectsAnonymous(t *testing.T) {
	b := broker.New(store.NewRing(16), discardLogger())
	rec := httptest.NewRecorder()
	(&Handler{Broker: b, Keepalive: time.Hour}).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/events", nil))
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("status = %d, want 401", rec.Code)
	}
}
