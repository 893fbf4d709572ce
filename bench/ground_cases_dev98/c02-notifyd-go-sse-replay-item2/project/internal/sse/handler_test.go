package sse

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

type emptyBacklog struct{}

func (emptyBacklog) Since(string, uint64) []Event { return nil }

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met within 1s")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestHandlerRejectsAnonymous(t *testing.T) {
	h := &Handler{Hub: NewHub(), Backlog: emptyBacklog{}, UserID: func(*http.Request) (string, bool) { return "", false }}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/events", nil))
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("code = %d, want 401", rec.Code)
	}
}

func TestHandlerStreamsPublishedEvent(t *testing.T) {
	hub := NewHub()
	h := &Handler{Hub: hub, Backlog: emptyBacklog{}, UserID: func(*http.Request) (string, bool) { return "u1", true }}
	ctx, cancel := context.WithCancel(context.Background())
	req := httptest.NewRequest("GET", "/events", nil).WithContext(ctx)
	rec := httptest.NewRecorder()
	done := make(chan struct{})
	go func() { h.ServeHTTP(rec, req); close(done) }()

	waitFor(t, func() bool { return hub.Count("u1") == 1 })
	hub.Publish(Event{ID: 7, UserID: "u1", Kind: "mention", Data: `{"from":"ana"}`})
	time.Sleep(20 * time.Millisecond)
	cancel()
	<-done

	if body := rec.Body.String(); !strings.Contains(body, "id: 7\nevent: mention\ndata: {\"from\":\"ana\"}\n\n") {
		t.Fatalf("event not streamed, body:\n%s", body)
	}
}

func TestHandlerUnsubscribesOnDisconnect(t *testing.T) {
	hub := NewHub()
	h := &Handler{Hub: hub, Backlog: emptyBacklog{}, UserID: func(*http.Request) (string, bool) { return "u1", true }}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/events", nil).WithContext(ctx)); close(done) }()

	waitFor(t, func() bool { return hub.Count("u1") == 1 })
	cancel()
	<-done
	if n := hub.Count("u1"); n != 0 {
		t.Fatalf("%d clients left after disconnect", n)
	}
}

func TestPublishDoesNotBlockOnFullClient(t *testing.T) {
	hub := NewHub()
	c := hub.Subscribe("u1")
	for i := 0; i < cap(c.Events); i++ {
		hub.Publish(Event{UserID: "u1"})
	}
	if dropped := hub.Publish(Event{UserID: "u1"}); dropped != 1 {
		t.Fatalf("dropped = %d, want 1", dropped)
	}
}

func TestFormatSplitsMultilineData(t *testing.T) {
	got := Event{ID: 3, Data: "a\nb"}.Format()
	if got != "id: 3\ndata: a\ndata: b\n\n" {
		t.Fatalf("Format() = %q", got)
	}
}
