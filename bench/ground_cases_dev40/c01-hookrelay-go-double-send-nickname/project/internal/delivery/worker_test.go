package delivery

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/lumenpay/hookrelay/internal/store"
)

func TestSignIsStable(t *testing.T) {
	got := sign("whsec_test", "1700000000", []byte(`{"id":"evt_1"}`))
	want := "sha256=" + "1f0a4be1c1b1e0a3d1c8f9a0a5e1f7c0b6f1d2c3e4a5b6c7d8e9f0a1b2c3d4e5"
	if len(got) != len(want) {
		t.Fatalf("signature has length %d, want %d", len(got), len(want))
	}
}

func TestSendSetsHeaders(t *testing.T) {
	var seen http.Header
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = r.Header.Clone()
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	p := NewPool(nil, srv.Client(), 1, 1)
	job := store.Job{ID: 1, EventID: "evt_42", EndpointURL: srv.URL, Secret: "s", Payload: []byte(`{}`)}
	if err := p.send(context.Background(), job); err != nil {
		t.Fatal(err)
	}
	if seen.Get("X-Hook-Event") != "evt_42" {
		t.Errorf("X-Hook-Event = %q", seen.Get("X-Hook-Event"))
	}
	if seen.Get("X-Hook-Signature") == "" {
		t.Error("no signature header")
	}
}

func TestNextDelayGrowsAndIsCapped(t *testing.T) {
	cases := []struct {
		attempt  int
		lo, hi time.Duration
	}{
		{1, 15 * time.Second, 30 * time.Second},
		{2, 30 * time.Second, time.Minute},
		{5, 4 * time.Minute, 8 * time.Minute},
		{9, 30 * time.Minute, time.Hour},
		{40, 30 * time.Minute, time.Hour},
	}
	for _, c := range cases {
		for i := 0; i < 200; i++ {
			if d := nextDelay(c.attempt); d < c.lo || d >= c.hi {
				t.Fatalf("nextDelay(%d) = %v, want in [%v, %v)", c.attempt, d, c.lo, c.hi)
			}
		}
	}
}

func TestSendFailsOnServerError(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer srv.Close()
	p := NewPool(nil, &http.Client{Timeout: time.Second}, 1, 1)
	err := p.send(context.Background(), store.Job{EndpointURL: srv.URL, Payload: []byte(`{}`)})
	if err == nil {
		t.Fatal("want an error for 502")
	}
}
