//go:build integration

package sse

import (
	"bufio"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/kestrel-labs/notifyd/internal/broker"
	"github.com/kestrel-labs/notifyd/internal/store"
)

func connect(t *testing.T, url, userID, lastEventID string) *bufio.Reader {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("X-User-ID", userID)
	if lastEventID != "" {
		req.Header.Set("Last-Event-ID", lastEventID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return bufio.NewReader(resp.Body)
}

// QA scenario 14: the phone loses signal after event 3, comes back, and must see 4 and 5 once.
func TestReplayAfterReconnect(t *testing.T) {
	b := broker.New(store.NewRing(64), discardLogger())
	srv := httptest.NewServer(&Handler{Broker: b, Keepalive: time.Hour})
	defer srv.Close()

	for i := 1; i <= 5; i++ {
		b.Publish(store.Event{UserID: "u1", Kind: "mention", Data: []byte(fmt.Sprintf(`{"n":%d}`, i))})
	}
	rd := connect(t, srv.URL, "u1", "3")
	var got []string
	for len(got) < 2 {
		got = append(got, readEvent(t, rd).id)
	}
	if want := []string{"4", "5"}; !slices.Equal(got, want) {
		t.Fatalf("replayed ids %v, want %v", got, want)
	}
}

// QA scenario 15: offline for longer than the buffer holds.
func TestReconnectAfterEvictionStartsWithReset(t *testing.T) {
	b := broker.New(store.NewRing(4), discardLogger())
	srv := httptest.NewServer(&Handler{Broker: b, Keepalive: time.Hour})
	defer srv.Close()

	for i := 1; i <= 10; i++ {
		b.Publish(store.Event{UserID: "u1", Kind: "mention", Data: []byte(`{}`)})
	}
	rd := connect(t, srv.URL, "u1", "2")
	if ev := readEvent(t, rd); ev.kind != "reset" {
		t.Fatalf("first event %+v, want reset", ev)
	}
}
